import { type AccessKeyInfo, validateAccessKey } from '@box/core/rules';
import type { FiscalDocument } from '@box/core/schemas';
import pLimit from 'p-limit';
import type { Database } from '../db/database';
import { FiscalXmlError } from './errors';
import { parseFiscalXml } from './parse-fiscal-xml';
import type { SefazGateway } from './sefaz';
import {
  type FiscalDocumentRow,
  findFiscalDocumentRow,
  findFiscalDocumentRows,
  insertFiscalDocument,
  storedFiscalDocument,
} from './store';

export type LookupOutcome =
  | { kind: 'found'; document: FiscalDocument }
  | { kind: 'invalid_key' }
  /** A CT-e nobody uploaded: SEFAZ does not hand CT-e over by key, the XML must be uploaded. */
  | { kind: 'cte_needs_xml' }
  | { kind: 'not_found' }
  | { kind: 'sefaz_unavailable' }
  /** Known, but its data cannot be read (damaged row, or SEFAZ answered something unreadable). */
  | { kind: 'unreadable' };

export interface LookupInput {
  db: Database;
  customerId: number;
  /** As typed or pasted (spaces, dots and dashes allowed). */
  accessKey: string;
  sefaz: SefazGateway;
  now: Date;
}

/** What SEFAZ handed over, kept for the customer like an upload (so the next look-up needs no SEFAZ). */
async function fromSefaz(
  input: Omit<LookupInput, 'accessKey'>,
  key: string,
  xml: string,
): Promise<LookupOutcome> {
  let parsed: ReturnType<typeof parseFiscalXml>;
  try {
    parsed = parseFiscalXml(xml);
  } catch (error) {
    if (error instanceof FiscalXmlError) return { kind: 'unreadable' };
    throw error;
  }
  if (parsed.kind !== 'NFE' || parsed.document.accessKey !== key) return { kind: 'unreadable' };
  await insertFiscalDocument(input.db, {
    customerId: input.customerId,
    uploadedBy: null,
    kind: parsed.kind,
    document: parsed.document,
    rawXml: xml,
    now: input.now,
  });
  return { kind: 'found', document: parsed.document };
}

/**
 * GET /fiscal-documents/{accessKey}: the customer's own stored document first (uploaded, seeded or fetched
 * before), whatever its model; then, for an NF-e only, the SEFAZ gateway. Another customer's documents are
 * never looked at.
 */
export async function lookupFiscalDocument(input: LookupInput): Promise<LookupOutcome> {
  const checked = validateAccessKey(input.accessKey);
  if (!checked.ok) return { kind: 'invalid_key' };
  const row = await findFiscalDocumentRow(input.db, input.customerId, checked.value.key);
  return outcomeOf(input, checked.value, row);
}

/** What a validated key comes to, given the customer's stored row for it (or null). */
async function outcomeOf(
  context: Omit<LookupInput, 'accessKey'>,
  { key, documentType }: Pick<AccessKeyInfo, 'key' | 'documentType'>,
  row: FiscalDocumentRow | null,
): Promise<LookupOutcome> {
  if (row) {
    const document = storedFiscalDocument(row);
    return document ? { kind: 'found', document } : { kind: 'unreadable' };
  }
  if (documentType === 'CT-e') return { kind: 'cte_needs_xml' };
  if (documentType !== 'NF-e') return { kind: 'not_found' };
  const answer = await context.sefaz.lookupNfe(key);
  switch (answer.kind) {
    case 'found':
      return fromSefaz(context, key, answer.xml);
    case 'not_found':
      return { kind: 'not_found' };
    case 'unavailable':
      return { kind: 'sefaz_unavailable' };
  }
}

/** SEFAZ consultations one batch runs at once (each may be a slow web-service call). */
const SEFAZ_CONCURRENCY = 4;

/**
 * The look-up of GET /fiscal-documents/{accessKey} for many keys at once (POST
 * /spots/batch/shipments/fill-missing-data): the customer's stored documents in one query, then SEFAZ for the
 * NF-e it does not hold, a few at a time. Keyed by the key as given; a key given twice is looked up once.
 */
export async function lookupFiscalDocuments(
  input: Omit<LookupInput, 'accessKey'> & { accessKeys: readonly string[] },
): Promise<Map<string, LookupOutcome>> {
  const given = [...new Set(input.accessKeys)];
  const checked = new Map(given.map((raw) => [raw, validateAccessKey(raw)]));
  const validKeys = [...checked.values()].flatMap((c) => (c.ok ? [c.value.key] : []));
  const rows = await findFiscalDocumentRows(input.db, input.customerId, validKeys);
  const limit = pLimit(SEFAZ_CONCURRENCY);
  // Two spellings of one key (spaces, dots) share one look-up.
  const byKey = new Map<string, Promise<LookupOutcome>>();
  const outcomes = await Promise.all(
    given.map(async (raw): Promise<[string, LookupOutcome]> => {
      const check = checked.get(raw);
      if (!check?.ok) return [raw, { kind: 'invalid_key' }];
      let outcome = byKey.get(check.value.key);
      if (!outcome) {
        const info = check.value;
        outcome = limit(() => outcomeOf(input, info, rows.get(info.key) ?? null));
        byKey.set(info.key, outcome);
      }
      return [raw, await outcome];
    }),
  );
  return new Map(outcomes);
}

import { type FiscalDocument, validateAccessKey } from '@box/core';
import type { Database } from '../db/database';
import { FiscalXmlError } from './errors';
import { parseFiscalXml } from './parse-fiscal-xml';
import type { SefazGateway } from './sefaz';
import { findFiscalDocumentRow, insertFiscalDocument, storedFiscalDocument } from './store';

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
async function fromSefaz(input: LookupInput, key: string, xml: string): Promise<LookupOutcome> {
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
  const { key, documentType } = checked.value;
  const row = await findFiscalDocumentRow(input.db, input.customerId, key);
  if (row) {
    const document = storedFiscalDocument(row);
    return document ? { kind: 'found', document } : { kind: 'unreadable' };
  }
  if (documentType === 'CT-e') return { kind: 'cte_needs_xml' };
  if (documentType !== 'NF-e') return { kind: 'not_found' };
  const answer = await input.sefaz.lookupNfe(key);
  switch (answer.kind) {
    case 'found':
      return fromSefaz(input, key, answer.xml);
    case 'not_found':
      return { kind: 'not_found' };
    case 'unavailable':
      return { kind: 'sefaz_unavailable' };
  }
}

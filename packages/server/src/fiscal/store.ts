import { FiscalDocument } from '@box/core/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { fiscalDocuments } from '../db/schema/index';
import { FiscalXmlError } from './errors';
import { type FiscalDocumentKind, parseFiscalXml } from './parse-fiscal-xml';

export type FiscalDocumentRow = typeof fiscalDocuments.$inferSelect;

export interface NewFiscalDocument {
  customerId: number;
  uploadedBy: number | null;
  kind: FiscalDocumentKind;
  document: FiscalDocument;
  rawXml: string;
  now: Date;
}

/** The row of a parsed document (also used by the demo seed, so seeded rows are what an upload stores). */
export function fiscalDocumentValues(input: NewFiscalDocument) {
  const { document } = input;
  const { addressee } = document;
  return {
    customerId: input.customerId,
    accessKey: document.accessKey,
    kind: input.kind,
    code: document.code,
    addresseeName: addressee.name,
    addresseePhone: addressee.phoneNumber,
    addresseeEmail: addressee.email,
    addresseeIsLegalPerson: addressee.isLegalPerson,
    addresseeDocument: addressee.nationalDocument,
    addresseeAddress: addressee.address,
    senderName: document.sender.name,
    amount: document.shipments.amount,
    cargoMeasurements: document.cargoMeasurements,
    rawXml: input.rawXml,
    uploadedBy: input.uploadedBy,
    createdAt: input.now,
  } satisfies typeof fiscalDocuments.$inferInsert;
}

/**
 * Stores a parsed document for its customer. False when that customer already has this access key (the
 * unique index decides, so two simultaneous uploads of one file store it once).
 */
export async function insertFiscalDocument(db: Database, input: NewFiscalDocument): Promise<boolean> {
  const inserted = await db
    .insert(fiscalDocuments)
    .values(fiscalDocumentValues(input))
    .onConflictDoNothing({ target: [fiscalDocuments.customerId, fiscalDocuments.accessKey] })
    .returning({ id: fiscalDocuments.id });
  return inserted.length > 0;
}

export async function findFiscalDocumentRow(
  db: Database,
  customerId: number,
  accessKey: string,
): Promise<FiscalDocumentRow | null> {
  const [row] = await db
    .select()
    .from(fiscalDocuments)
    .where(and(eq(fiscalDocuments.customerId, customerId), eq(fiscalDocuments.accessKey, accessKey)))
    .limit(1);
  return row ?? null;
}

/** The customer's stored rows for these (normalised) keys, in one query, by key. */
export async function findFiscalDocumentRows(
  db: Database,
  customerId: number,
  accessKeys: readonly string[],
): Promise<Map<string, FiscalDocumentRow>> {
  if (accessKeys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(fiscalDocuments)
    .where(
      and(eq(fiscalDocuments.customerId, customerId), inArray(fiscalDocuments.accessKey, [...accessKeys])),
    );
  return new Map(rows.map((row) => [row.accessKey, row]));
}

function fromColumns(row: FiscalDocumentRow): FiscalDocument | null {
  const address = row.addresseeAddress;
  const candidate = {
    code: row.code,
    accessKey: row.accessKey,
    addressee: {
      name: row.addresseeName,
      phoneNumber: row.addresseePhone,
      email: row.addresseeEmail,
      isLegalPerson: row.addresseeIsLegalPerson,
      nationalDocument: row.addresseeDocument,
      address: address && {
        postalCode: address.postalCode,
        thoroughfare: address.thoroughfare,
        number: address.number,
        complement: address.complement ?? null,
        neighborhood: address.neighborhood ?? '',
        locality: address.locality,
        state: address.state,
      },
    },
    sender: { name: row.senderName },
    shipments: { amount: row.amount },
    cargoMeasurements: row.cargoMeasurements,
  };
  const parsed = v.safeParse(FiscalDocument, candidate);
  return parsed.success ? parsed.output : null;
}

function fromRawXml(row: FiscalDocumentRow): FiscalDocument | null {
  if (!row.rawXml) return null;
  try {
    const { document } = parseFiscalXml(row.rawXml);
    return document.accessKey === row.accessKey ? document : null;
  } catch (error) {
    if (error instanceof FiscalXmlError) return null;
    throw error;
  }
}

/**
 * A stored row as the API's FiscalDocument: its columns when they make one, else its raw XML read again.
 * Null when neither does (a row damaged or written by something else): the route answers 500 for it.
 */
export function storedFiscalDocument(row: FiscalDocumentRow): FiscalDocument | null {
  return fromColumns(row) ?? fromRawXml(row);
}

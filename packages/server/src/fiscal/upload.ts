import type { FiscalDocument } from '@box/core/schemas';
import type { Database } from '../db/database';
import { parseFiscalXml } from './parse-fiscal-xml';
import { xmlText } from './read-xml';
import { insertFiscalDocument } from './store';

export type UploadOutcome = { kind: 'stored'; document: FiscalDocument } | { kind: 'duplicate' };

export interface UploadInput {
  db: Database;
  customerId: number;
  userId: number;
  file: Uint8Array;
  now: Date;
}

/**
 * POST /fiscal-documents/upload-file: the file read and parsed (throws FiscalXmlError), then kept for the
 * customer with its raw XML. The same access key twice for one customer is a duplicate; another customer may
 * upload the same document (a carrier's CT-e is shared by its shippers).
 */
export async function storeUploadedXml(input: UploadInput): Promise<UploadOutcome> {
  const text = xmlText(input.file);
  const { kind, document } = parseFiscalXml(text);
  const stored = await insertFiscalDocument(input.db, {
    customerId: input.customerId,
    uploadedBy: input.userId,
    kind,
    document,
    rawXml: text,
    now: input.now,
  });
  return stored ? { kind: 'stored', document } : { kind: 'duplicate' };
}

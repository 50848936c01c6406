import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { customers } from './customers';
import { users } from './users';

export interface FiscalAddress {
  postalCode: string;
  thoroughfare: string;
  number: string;
  neighborhood: string | null;
  locality: string;
  state: string;
  complement: string | null;
}

/** SPEC §3 "Fiscal document" (NF-e, CT-e, minuta) fetched by access key or uploaded as XML. */
export const fiscalDocuments = pgTable(
  'fiscal_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    accessKey: text('access_key').notNull(),
    /** 'NFE' | 'CTE' | 'MINUTA' | 'UNKNOWN' (digits 20-21 of the key). */
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    addresseeName: text('addressee_name'),
    addresseePhone: text('addressee_phone'),
    addresseeEmail: text('addressee_email'),
    addresseeIsLegalPerson: boolean('addressee_is_legal_person'),
    addresseeDocument: text('addressee_document'),
    addresseeAddress: jsonb('addressee_address').$type<FiscalAddress>(),
    senderName: text('sender_name'),
    /** shipments.amount: total value of the goods, in reais. */
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }),
    cargoMeasurements: jsonb('cargo_measurements'),
    /** The XML as uploaded or retrieved, kept for audit; parsed with entities off, DOCTYPE refused. */
    rawXml: text('raw_xml'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('fiscal_documents_customer_key').on(t.customerId, t.accessKey),
    index('fiscal_documents_access_key_idx').on(t.accessKey),
  ],
);

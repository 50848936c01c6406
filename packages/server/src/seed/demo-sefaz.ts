import { eq } from 'drizzle-orm';
import { readCertificate } from '../canhoto/certificate';
import { refreshOrderSefazStatus } from '../canhoto/registration-digest';
import { sealCertificate } from '../canhoto/seal';
import { makeThrowawayCertificate } from '../canhoto/throwaway-certificate';
import type { Database } from '../db/database';
import { customers, sefazSettings } from '../db/schema/index';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY = 24 * 3600_000;

/** The demo shipper whose proofs the demo registers at the fake SEFAZ: Ana's Mercado Bom Preço. */
export const DEMO_SEFAZ_CUSTOMER_ID = DEMO_ACCOUNTS.find(
  (a) => a.email === 'ana@mercado.example',
)!.customerId;

/**
 * Demo mode's digital canhoto, ready without a manual step: the demo shipper gets a throw-away A1 certificate (made
 * here, never stored unsealed, no real SEFAZ takes it) whose CNPJ is the one its demo NF-e keys carry, sealed with
 * the server's certificate key, in automatic mode, so the simulator's proofs are registered at the embedded fake
 * SEFAZ within seconds. Once only: a shipper who later removes the certificate or switches to manual keeps that.
 * The first time, every order's SEFAZ digest is computed (the seeded proofs are 'not-requested').
 */
export async function ensureDemoSefaz(db: Database, certificateKey: Uint8Array, now: Date): Promise<void> {
  const [existing] = await db
    .select({ customerId: sefazSettings.customerId })
    .from(sefazSettings)
    .where(eq(sefazSettings.customerId, DEMO_SEFAZ_CUSTOMER_ID));
  if (existing) return;
  const [customer] = await db
    .select({ cnpj: customers.cnpj })
    .from(customers)
    .where(eq(customers.id, DEMO_SEFAZ_CUSTOMER_ID));
  if (!customer?.cnpj) return;
  const { pkcs12, password } = makeThrowawayCertificate({
    cnpj: customer.cnpj,
    holderName: 'MERCADO BOM PRECO DEMONSTRACAO',
    notBefore: new Date(now.getTime() - DAY),
    notAfter: new Date(now.getTime() + 3 * 365 * DAY),
  });
  const certificate = readCertificate(pkcs12, password, now);
  // Two replicas starting together: one inserts, the other finds it done.
  const inserted = await db
    .insert(sefazSettings)
    .values({
      customerId: DEMO_SEFAZ_CUSTOMER_ID,
      mode: 'automatic',
      certificateSealed: sealCertificate(certificate, certificateKey),
      certificateCnpj: certificate.cnpj,
      certificateHolder: certificate.holderName,
      certificateNotBefore: certificate.notBefore,
      certificateNotAfter: certificate.notAfter,
      certificateUploadedAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ customerId: sefazSettings.customerId });
  if (inserted.length > 0) await refreshOrderSefazStatus(db, 'all', { onlyChanged: true });
}

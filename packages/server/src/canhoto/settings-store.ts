import type { SefazEnvironment, SefazRegistrationMode } from '@box/core/catalogues';
import { SefazRegistrationMode as ModeSchema, type SefazSettings } from '@box/core/schemas';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { sefazSettings } from '../db/schema/index';
import type { Certificate } from './certificate';
import { requeueAwaitingCertificate } from './settings-requeue';
import { sefazNudges } from './wake';

type SettingsRow = typeof sefazSettings.$inferSelect;

/** What every account starts with: proofs are registered only when someone presses the button. */
const DEFAULT_MODE: SefazRegistrationMode = 'manual';

const NO_CERTIFICATE = {
  certificateSealed: null,
  certificateCnpj: null,
  certificateHolder: null,
  certificateNotBefore: null,
  certificateNotAfter: null,
  certificateUploadedAt: null,
  certificateUploadedBy: null,
} as const;

/** core's SefazCertificate from the row: only the shown fields, never the sealed key. */
function certificateOf(row: SettingsRow): SefazSettings['certificate'] {
  const { certificateSealed, certificateCnpj, certificateHolder } = row;
  const { certificateNotBefore, certificateNotAfter, certificateUploadedAt } = row;
  if (!certificateSealed || certificateCnpj === null || certificateHolder === null) return null;
  if (!certificateNotBefore || !certificateNotAfter || !certificateUploadedAt) return null;
  return {
    cnpj: certificateCnpj,
    holder: certificateHolder,
    notBefore: certificateNotBefore.toISOString(),
    notAfter: certificateNotAfter.toISOString(),
    uploadedAt: certificateUploadedAt.toISOString(),
  };
}

/** GET /integrations/sefaz's answer for a customer; an account that never saved anything gets the defaults. */
export async function readSefazSettings(
  db: Database,
  customerId: number,
  environment: SefazEnvironment,
): Promise<SefazSettings> {
  const [row] = await db.select().from(sefazSettings).where(eq(sefazSettings.customerId, customerId));
  return {
    mode: row && v.is(ModeSchema, row.mode) ? row.mode : DEFAULT_MODE,
    certificate: row ? certificateOf(row) : null,
    environment,
  };
}

/** Sets the account's registration mode, creating its row when it has none. */
export async function saveSefazMode(
  db: Database,
  input: { customerId: number; mode: SefazRegistrationMode; now: Date },
): Promise<void> {
  await db
    .insert(sefazSettings)
    .values({ customerId: input.customerId, mode: input.mode, updatedAt: input.now })
    .onConflictDoUpdate({
      target: sefazSettings.customerId,
      set: { mode: input.mode, updatedAt: input.now },
    });
}

/**
 * Replaces the account's certificate with `sealed` (seal.ts) and the fields screens show, then requeues the events
 * that waited for one, in one transaction (the outbox never sees them due without the certificate stored), and
 * wakes this process's workers for them.
 */
export async function saveSefazCertificate(
  db: Database,
  input: { customerId: number; sealed: string; certificate: Certificate; userId: number; now: Date },
): Promise<void> {
  const { customerId, sealed, certificate, userId, now } = input;
  const fields = {
    certificateSealed: sealed,
    certificateCnpj: certificate.cnpj,
    certificateHolder: certificate.holderName,
    certificateNotBefore: certificate.notBefore,
    certificateNotAfter: certificate.notAfter,
    certificateUploadedAt: now,
    certificateUploadedBy: userId,
    updatedAt: now,
  };
  const requeued = await db.transaction(async (tx) => {
    await tx
      .insert(sefazSettings)
      .values({ customerId, mode: DEFAULT_MODE, ...fields })
      .onConflictDoUpdate({ target: sefazSettings.customerId, set: fields });
    return requeueAwaitingCertificate(tx, customerId, now);
  });
  if (requeued.length > 0) sefazNudges.nudge();
}

/** Forgets the account's certificate (sealed key and shown fields); the mode stays. */
export async function clearSefazCertificate(
  db: Database,
  input: { customerId: number; now: Date },
): Promise<void> {
  await db
    .update(sefazSettings)
    .set({ ...NO_CERTIFICATE, updatedAt: input.now })
    .where(eq(sefazSettings.customerId, input.customerId));
}

import { CERTIFICATE_MAX_BYTES } from '@box/core/catalogues';
import { INTEGRATIONS_MESSAGES } from './messages';

const M = INTEGRATIONS_MESSAGES.sefaz.upload;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How far ahead an expiry is announced: a new A1 takes days to buy and install. */
export const EXPIRY_WARNING_DAYS = 30;

/** Whether a certificate still signs, and whether it is time to replace it. */
export type CertificateValidity =
  | { kind: 'valid' }
  | { kind: 'expiring'; days: number }
  | { kind: 'expired' };

/** The validity of a certificate ending at `notAfter`, seen at `now`; `days` are whole days left. */
export function certificateValidity(notAfter: string, now: Date): CertificateValidity {
  const left = new Date(notAfter).getTime() - now.getTime();
  if (left <= 0) return { kind: 'expired' };
  const days = Math.floor(left / DAY_MS);
  return days <= EXPIRY_WARNING_DAYS ? { kind: 'expiring', days } : { kind: 'valid' };
}

/**
 * Why a chosen file cannot be an A1 certificate, before sending it: none, empty, or larger than any PKCS#12 of
 * one certificate (the server refuses those too). null: worth sending; the server reads the rest.
 */
export function certificateFileError(file: File | null): string | null {
  if (!file) return M.noFile;
  if (file.size === 0) return M.emptyFile;
  if (file.size > CERTIFICATE_MAX_BYTES) return M.tooBig(Math.round(CERTIFICATE_MAX_BYTES / 1024));
  return null;
}

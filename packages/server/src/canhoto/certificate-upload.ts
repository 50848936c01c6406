import { CERTIFICATE_MAX_BYTES } from '@box/core/catalogues';
import { API_ERROR_CODE, type ApiErrorBody } from '@box/core/schemas';
import type { Context } from 'hono';
import { HttpError } from '../http/errors';
import { type Certificate, CertificateError, type CertificateProblem, readCertificate } from './certificate';

/** The form fields of POST /integrations/sefaz/certificate (core's uploadSefazCertificate sends them). */
export const CERTIFICATE_FIELD = 'certificate';
export const PASSWORD_FIELD = 'password';

/** Our codes for the refusals of an upload, one per problem the screen may explain differently. */
export const CERTIFICATE_ERROR_CODES: Record<CertificateProblem, string> = {
  wrong_password: 'certificate_wrong_password',
  not_a1: 'certificate_not_a1',
  not_ecnpj: 'certificate_not_ecnpj',
  expired: 'certificate_expired',
  not_yet_valid: 'certificate_not_yet_valid',
};

/** Production mode without BOX_CERTIFICATE_KEY: a certificate could not be stored sealed, so none is taken. */
export const NO_CERTIFICATE_KEY: ApiErrorBody = {
  code: 'certificate_key_missing',
  message: 'O servidor não tem a chave para guardar certificados (BOX_CERTIFICATE_KEY).',
};

const TOO_LARGE_MESSAGE = `O certificado passa do limite de ${CERTIFICATE_MAX_BYTES / 1024} KB: envie o arquivo .pfx ou .p12 do certificado A1.`;

const missing = (field: string, message: string) =>
  new HttpError(400, {
    code: API_ERROR_CODE.VALIDATION_ERROR,
    message: `Dados inválidos: ${message}`,
    reasons: [{ field, message }],
  });

/**
 * The uploaded PKCS#12 and its password, from the multipart body; a pt-BR 400 for a missing (or repeated) field,
 * 413 for a file over CERTIFICATE_MAX_BYTES. Nothing here keeps or logs either of them.
 */
export async function uploadedCertificate(c: Context): Promise<{ pkcs12: Uint8Array; password: string }> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    form = {};
  }
  const file = form[CERTIFICATE_FIELD];
  const password = form[PASSWORD_FIELD];
  if (!(file instanceof File)) {
    throw missing(CERTIFICATE_FIELD, 'Envie um arquivo de certificado A1 (.pfx ou .p12).');
  }
  if (typeof password !== 'string') throw missing(PASSWORD_FIELD, 'Informe a senha do certificado.');
  // Checked before reading: the app's body limit (1 MiB) lets much bigger files through than a certificate is.
  if (file.size > CERTIFICATE_MAX_BYTES) {
    throw new HttpError(413, {
      code: API_ERROR_CODE.PAYLOAD_TOO_LARGE,
      message: TOO_LARGE_MESSAGE,
      reasons: [{ field: CERTIFICATE_FIELD, message: TOO_LARGE_MESSAGE }],
    });
  }
  return { pkcs12: new Uint8Array(await file.arrayBuffer()), password };
}

/**
 * The certificate in the upload, valid at `now`; its CertificateError as a 400 with its pt-BR message (a wrong
 * password points at the password field, any other problem at the file).
 */
export function acceptedCertificate(
  upload: { pkcs12: Uint8Array; password: string },
  now: Date,
): Certificate {
  try {
    return readCertificate(upload.pkcs12, upload.password, now);
  } catch (error) {
    if (!(error instanceof CertificateError)) throw error;
    const field = error.problem === 'wrong_password' ? PASSWORD_FIELD : CERTIFICATE_FIELD;
    throw new HttpError(400, {
      code: CERTIFICATE_ERROR_CODES[error.problem],
      message: error.message,
      reasons: [{ field, message: error.message }],
    });
  }
}

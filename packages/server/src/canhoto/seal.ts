import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { type Certificate, certificateFromPems } from './certificate';

/**
 * Encryption at rest of an account's A1 certificate: AES-256-GCM under the server's BOX_CERTIFICATE_KEY (config.ts),
 * so the database holds only this sealed text, never a readable private key. GCM's tag makes any change to the
 * sealed text (or the wrong key) fail to open rather than yield a different key.
 */

const VERSION = 'box-cert-v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SealError extends Error {
  override name = 'SealError';
}

export function sealCertificate(certificate: Certificate, key: Uint8Array): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const plain = JSON.stringify({ key: certificate.privateKeyPem, cert: certificate.certificatePem });
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
}

/** The certificate back from sealCertificate's text; a SealError (in pt-BR) for a wrong key or an altered text. */
export function openCertificate(sealedText: string, key: Uint8Array): Certificate {
  assertKey(key);
  const [version, body] = sealedText.split(':');
  if (version !== VERSION || !body) throw new SealError('Certificado guardado em formato desconhecido.');
  const bytes = Buffer.from(body, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  let plain: string;
  try {
    plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SealError(
      'Não foi possível abrir o certificado guardado: a chave BOX_CERTIFICATE_KEY mudou ou o dado foi alterado.',
    );
  }
  const { key: privateKeyPem, cert: certificatePem } = JSON.parse(plain) as { key: string; cert: string };
  return certificateFromPems(privateKeyPem, certificatePem);
}

function assertKey(key: Uint8Array): void {
  if (key.byteLength !== 32) throw new SealError('A chave de cifra dos certificados deve ter 32 bytes.');
}

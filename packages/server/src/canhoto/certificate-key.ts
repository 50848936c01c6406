import { createHash } from 'node:crypto';

/**
 * BOX_CERTIFICATE_KEY: the 32-byte AES-256-GCM key that seals the accounts' A1 certificates (seal.ts), given as
 * 64 hexadecimal characters or as Base64 (`openssl rand -base64 32`). Changing it makes every sealed certificate
 * unreadable: the accounts then upload theirs again.
 */
export function parseCertificateKey(raw: string): Uint8Array | { refused: string } {
  const text = raw.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/]{43}=$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  // The value is a secret: the refusal (which reaches the logs) never repeats it.
  if (bytes?.byteLength !== 32) {
    return {
      refused:
        'BOX_CERTIFICATE_KEY: deve ter 32 bytes, em 64 caracteres hexadecimais ou em Base64 (exemplo: openssl rand -base64 32)',
    };
  }
  return new Uint8Array(bytes);
}

/**
 * Demo mode's key, derived from an invented phrase so a demo database keeps opening its certificates across
 * restarts. Public by construction: it only ever protects the throw-away certificates of the demo and the tests.
 */
export const DEMO_CERTIFICATE_KEY: Uint8Array = new Uint8Array(
  createHash('sha256').update('box demo: chave inventada para os certificados A1 de demonstração').digest(),
);

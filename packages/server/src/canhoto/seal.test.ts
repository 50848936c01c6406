import { randomBytes } from 'node:crypto';
import { readCertificate } from './certificate';
import { openCertificate, SealError, sealCertificate } from './seal';
import { makeThrowawayCertificate } from './throwaway-certificate';

describe('sealCertificate / openCertificate', () => {
  const made = makeThrowawayCertificate({ cnpj: '12345678000195' });
  const certificate = readCertificate(made.pkcs12, made.password);
  const key = randomBytes(32);

  it('opens what it sealed: the same key, certificate, CNPJ and validity', () => {
    expect(openCertificate(sealCertificate(certificate, key), key)).toEqual(certificate);
  });

  it('keeps nothing readable: neither the key nor the certificate appears in the sealed text', () => {
    const sealed = sealCertificate(certificate, key);
    const keyBody = certificate.privateKeyPem.split('\n')[1] as string;
    expect(sealed).toMatch(/^box-cert-v1:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain(keyBody);
    expect(Buffer.from(sealed.slice('box-cert-v1:'.length), 'base64').toString('latin1')).not.toContain(
      'PRIVATE KEY',
    );
    // A fresh IV each time: sealing twice never gives the same text.
    expect(sealCertificate(certificate, key)).not.toBe(sealed);
  });

  it('refuses another key and an altered text', () => {
    const sealed = sealCertificate(certificate, key);
    expect(() => openCertificate(sealed, randomBytes(32))).toThrow(SealError);
    const bytes = Buffer.from(sealed.slice('box-cert-v1:'.length), 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1;
    expect(() => openCertificate(`box-cert-v1:${bytes.toString('base64')}`, key)).toThrow(
      /BOX_CERTIFICATE_KEY/,
    );
    expect(() => openCertificate('outro-formato', key)).toThrow(SealError);
  });

  it('takes only a 32-byte key', () => {
    expect(() => sealCertificate(certificate, randomBytes(16))).toThrow(SealError);
  });
});

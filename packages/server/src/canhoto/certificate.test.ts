import { execFileSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CertificateError, readCertificate } from './certificate';
import { makeThrowawayCertificate } from './throwaway-certificate';

const CNPJ = '12345678000195';

const problemOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof CertificateError) return { problem: error.problem, message: error.message };
    throw error;
  }
  throw new Error('no CertificateError');
};

/** openssl, when the machine has it: a second, independent maker of PKCS#12 files. */
const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('readCertificate', () => {
  const made = makeThrowawayCertificate({ cnpj: CNPJ, holderName: 'TRANSPORTES TESTE LTDA' });

  it('reads the key, the certificate, the holder CNPJ of the ICP-Brasil otherName and the validity', () => {
    const certificate = readCertificate(made.pkcs12, made.password);
    expect(certificate.cnpj).toBe(CNPJ);
    expect(certificate.holderName).toBe(`TRANSPORTES TESTE LTDA:${CNPJ}`);
    expect(certificate.notAfter.getTime() - certificate.notBefore.getTime()).toBe(365 * 24 * 3600_000);
    // The key is the certificate's: both name the same public key.
    const fromKey = createPublicKey(createPrivateKey(certificate.privateKeyPem)).export({
      format: 'der',
      type: 'spki',
    });
    const fromCert = new X509Certificate(certificate.certificatePem).publicKey.export({
      format: 'der',
      type: 'spki',
    });
    expect(fromKey.equals(fromCert)).toBe(true);
  });

  it('says the password is wrong, and never repeats it', () => {
    const refused = problemOf(() => readCertificate(made.pkcs12, 'senha-errada-123'));
    expect(refused).toEqual({ problem: 'wrong_password', message: 'Senha do certificado incorreta.' });
  });

  it.each([
    ['random bytes', new Uint8Array([0x30, 0x82, 0x01, 0x02, 0x03])],
    [
      'a PEM text',
      new TextEncoder().encode('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n'),
    ],
    ['an empty file', new Uint8Array()],
  ])('refuses %s as not an A1', (_, bytes) => {
    expect(problemOf(() => readCertificate(bytes, 'x'))).toEqual({
      problem: 'not_a1',
      message: 'O arquivo não é um certificado A1 (PKCS#12).',
    });
  });

  it('refuses an expired certificate, naming the day it expired (São Paulo calendar)', () => {
    const old = makeThrowawayCertificate({
      cnpj: CNPJ,
      notBefore: new Date('2025-03-12T15:00:00Z'),
      notAfter: new Date('2026-03-12T15:00:00Z'),
    });
    expect(
      problemOf(() => readCertificate(old.pkcs12, old.password, new Date('2026-03-13T12:00:00Z'))),
    ).toEqual({
      problem: 'expired',
      message: 'Certificado vencido em 12/03/2026.',
    });
    expect(readCertificate(old.pkcs12, old.password, new Date('2026-03-12T12:00:00Z')).cnpj).toBe(CNPJ);
  });

  it('refuses a certificate without a CNPJ (an e-CPF cannot author the events)', () => {
    const person = makeThrowawayCertificate({ holderName: 'FULANO DE TAL' });
    expect(problemOf(() => readCertificate(person.pkcs12, person.password)).problem).toBe('not_ecnpj');
  });

  it.skipIf(!hasOpenssl)(
    "reads a PKCS#12 made by openssl with OpenSSL 3's defaults (AES-256, SHA-256 MAC) and a PrintableString CNPJ",
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'box-a1-'));
      try {
        const run = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
        run(
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          'key.pem',
          '-out',
          'cert.pem',
          '-days',
          '30',
          '-subj',
          '/C=BR/O=ICP-Brasil/CN=EMPRESA OPENSSL:11222333000181',
          '-addext',
          'subjectAltName=otherName:2.16.76.1.3.3;PRINTABLESTRING:11222333000181',
        );
        run(
          'pkcs12',
          '-export',
          '-inkey',
          'key.pem',
          '-in',
          'cert.pem',
          '-passout',
          'pass:abc123',
          '-out',
          'a1.p12',
        );
        const pkcs12 = readFileSync(join(dir, 'a1.p12'));
        expect(readCertificate(pkcs12, 'abc123').cnpj).toBe('11222333000181');
        expect(problemOf(() => readCertificate(pkcs12, 'abc124')).problem).toBe('wrong_password');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

import { X509Certificate } from 'node:crypto';
import { formatDate } from '@box/core/format';
import forge from 'node-forge';

/**
 * An ICP-Brasil A1 certificate, read once from the PKCS#12 the account uploads. Only this (key and certificate as
 * PEM, sealed at rest by seal.ts) is kept: the PKCS#12 and its password are not needed again.
 */
export interface Certificate {
  /** The RSA private key, PKCS#8 PEM. Never logged, never stored unsealed. */
  privateKeyPem: string;
  /** The holder's certificate, PEM: it goes in the signature's KeyInfo and is the TLS client certificate. */
  certificatePem: string;
  /** The holder's CNPJ (14 digits), from the ICP-Brasil otherName 2.16.76.1.3.3 of the subjectAltName. */
  cnpj: string;
  /** The subject's common name, e.g. 'TRANSPORTES EXEMPLO LTDA:12345678000195'. */
  holderName: string;
  notBefore: Date;
  notAfter: Date;
}

export type CertificateProblem = 'wrong_password' | 'not_a1' | 'not_ecnpj' | 'expired' | 'not_yet_valid';

/** Why an uploaded certificate cannot sign; `message` is pt-BR, for the account's screen and the API's 400. */
export class CertificateError extends Error {
  override name = 'CertificateError';
  constructor(
    readonly problem: CertificateProblem,
    message: string,
  ) {
    super(message);
  }
}

/** ICP-Brasil DOC-ICP-04 §7.1.2.3: the e-CNPJ's subjectAltName otherName holding the company's CNPJ. */
const ICP_BRASIL_CNPJ_OID = '2.16.76.1.3.3';
const SUBJECT_ALT_NAME_OID = '2.5.29.17';

/**
 * Reads an A1 certificate: the PKCS#12 file and its password. Refuses, with a pt-BR CertificateError, a file that
 * is not PKCS#12, a wrong password, a certificate without a CNPJ (an e-CPF) and one out of its validity at `now`.
 * The password is only handed to node-forge: no message or error here ever repeats it.
 */
export function readCertificate(pkcs12: Uint8Array, password: string, now: Date = new Date()): Certificate {
  const p12 = openPkcs12(pkcs12, password);
  const key = (bagsOf(p12, SHROUDED_KEY_BAG)[0] ?? bagsOf(p12, KEY_BAG)[0])?.key;
  const certificates = bagsOf(p12, CERT_BAG).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  if (!key || certificates.length === 0) throw notA1();
  // The file may also carry the issuing chain: the holder's certificate is the one whose public key pairs with the key.
  const holder = certificates.find((cert) => (cert.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n));
  if (!holder) throw notA1();
  const certificate = certificateFromPems(
    forge.pki.privateKeyInfoToPem(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key))),
    forge.pki.certificateToPem(holder),
  );
  assertValidAt(certificate, now);
  return certificate;
}

/**
 * The Certificate from its two PEMs (what seal.ts keeps): the CNPJ, name and validity are read from the certificate
 * again rather than stored beside it, so they cannot disagree with it.
 */
export function certificateFromPems(privateKeyPem: string, certificatePem: string): Certificate {
  const x509 = new X509Certificate(certificatePem);
  const cnpj = holderCnpj(x509);
  if (!cnpj) {
    throw new CertificateError(
      'not_ecnpj',
      'O certificado não é um e-CNPJ: falta o CNPJ do titular (ICP-Brasil, OID 2.16.76.1.3.3).',
    );
  }
  return {
    privateKeyPem,
    certificatePem,
    cnpj,
    holderName: /(?:^|\n)CN=([^\n]*)/.exec(x509.subject)?.[1] ?? '',
    notBefore: new Date(x509.validFrom),
    notAfter: new Date(x509.validTo),
  };
}

/** Refuses a certificate out of its validity at `now` (SEFAZ would reject the signature: code 282/283). */
export function assertValidAt(certificate: Certificate, now: Date): void {
  if (now > certificate.notAfter) {
    throw new CertificateError('expired', `Certificado vencido em ${formatDate(certificate.notAfter)}.`);
  }
  if (now < certificate.notBefore) {
    throw new CertificateError(
      'not_yet_valid',
      `O certificado só é válido a partir de ${formatDate(certificate.notBefore)}.`,
    );
  }
}

const SHROUDED_KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const KEY_BAG = '1.2.840.113549.1.12.10.1.1';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';

const bagsOf = (p12: forge.pkcs12.Pkcs12Pfx, bagType: string): forge.pkcs12.Bag[] =>
  p12.getBags({ bagType })[bagType] ?? [];

const notA1 = () => new CertificateError('not_a1', 'O arquivo não é um certificado A1 (PKCS#12).');

function openPkcs12(bytes: Uint8Array, password: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.binary.raw.encode(bytes));
  } catch {
    throw notA1();
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    // node-forge says so when the MAC (keyed by the password) does not match; anything else is not a PKCS#12.
    if (error instanceof Error && /invalid password/i.test(error.message)) {
      throw new CertificateError('wrong_password', 'Senha do certificado incorreta.');
    }
    throw notA1();
  }
}

/**
 * The CNPJ in the certificate's subjectAltName: otherName { type-id 2.16.76.1.3.3, value [0] EXPLICIT string }.
 * DOC-ICP-04 allows the value as OCTET STRING or PrintableString (UTF8String and IA5String are taken too).
 * Null for a certificate without one (an e-CPF, a server certificate).
 */
export function holderCnpj(x509: X509Certificate): string | null {
  const cert = forge.asn1.fromDer(forge.util.binary.raw.encode(x509.raw));
  const extensions = findExtensions(cert);
  for (const extension of extensions) {
    const parts = extension.value as forge.asn1.Asn1[];
    const [id, value] = [parts[0], parts.at(-1)];
    if (!id || !value || forge.asn1.derToOid(id.value as string) !== SUBJECT_ALT_NAME_OID) continue;
    const generalNames = forge.asn1.fromDer(value.value as string);
    for (const name of generalNames.value as forge.asn1.Asn1[]) {
      // otherName is the context-specific, constructed [0] GeneralName.
      if (name.tagClass !== forge.asn1.Class.CONTEXT_SPECIFIC || name.type !== 0) continue;
      const [typeId, explicit] = name.value as forge.asn1.Asn1[];
      if (!typeId || forge.asn1.derToOid(typeId.value as string) !== ICP_BRASIL_CNPJ_OID) continue;
      const inner = (explicit?.value as forge.asn1.Asn1[] | undefined)?.[0];
      const digits = typeof inner?.value === 'string' ? inner.value.trim() : '';
      if (/^\d{14}$/.test(digits)) return digits;
    }
  }
  return null;
}

/** tbsCertificate's extensions: the [3] EXPLICIT SEQUENCE OF Extension, if any. */
function findExtensions(cert: forge.asn1.Asn1): forge.asn1.Asn1[] {
  const tbs = (cert.value as forge.asn1.Asn1[])[0];
  const wrapper = ((tbs?.value ?? []) as forge.asn1.Asn1[]).find(
    (part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 3,
  );
  return (
    ((wrapper?.value as forge.asn1.Asn1[] | undefined)?.[0]?.value as forge.asn1.Asn1[] | undefined) ?? []
  );
}

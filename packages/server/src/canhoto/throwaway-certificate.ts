import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export interface ThrowawayCertificateOptions {
  /** The holder's CNPJ, put in the ICP-Brasil otherName 2.16.76.1.3.3. Omit it to make an e-CPF-like certificate. */
  cnpj?: string;
  holderName?: string;
  /** The instant the certificate is made for (default: the machine's now): valid from a day before it, for a year. */
  now?: Date;
  notBefore?: Date;
  notAfter?: Date;
  password?: string;
  /** A DNS name in the subjectAltName: the certificate can then serve TLS for that host (the tests' fake SEFAZ). */
  dnsName?: string;
}

/**
 * A self-signed A1-shaped certificate made on the spot, as a PKCS#12 (3DES, SHA-1 MAC, like most A1 files): for the
 * tests and the demo's fake SEFAZ. Not issued by ICP-Brasil, so no real SEFAZ would take it; nothing of it is kept
 * in the repository.
 */
export function makeThrowawayCertificate(options: ThrowawayCertificateOptions = {}): {
  pkcs12: Uint8Array;
  password: string;
} {
  const password = options.password ?? 'senha-de-teste';
  const notBefore = options.notBefore ?? new Date((options.now?.getTime() ?? Date.now()) - 24 * 3600_000);
  const notAfter = options.notAfter ?? new Date(notBefore.getTime() + 365 * 24 * 3600_000);
  const holderName = options.holderName ?? 'TRANSPORTADORA DEMONSTRACAO LTDA';
  // node:crypto makes the RSA key (forge's pure-JS generation takes seconds); forge builds the certificate.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  const subject = [
    { shortName: 'C', value: 'BR' },
    { shortName: 'O', value: 'ICP-Brasil' },
    { shortName: 'CN', value: options.cnpj ? `${holderName}:${options.cnpj}` : holderName },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  const extensions: object[] = [
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true },
    { name: 'extKeyUsage', clientAuth: true, emailProtection: true, serverAuth: Boolean(options.dnsName) },
  ];
  const altNames = subjectAltNames(options.cnpj, options.dnsName);
  if (altNames) extensions.push({ id: '2.5.29.17', value: altNames });
  cert.setExtensions(extensions);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des' });
  return { pkcs12: forge.util.binary.raw.decode(forge.asn1.toDer(p12).getBytes()), password };
}

/**
 * GeneralNames: the otherName { 2.16.76.1.3.3, [0] EXPLICIT OCTET STRING cnpj } of DOC-ICP-04 §7.1.2.3 and a
 * dNSName [2], each when given.
 */
function subjectAltNames(cnpj?: string, dnsName?: string): forge.asn1.Asn1 | null {
  const { asn1 } = forge;
  const names: forge.asn1.Asn1[] = [];
  if (cnpj) {
    names.push(
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
        asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer('2.16.76.1.3.3').getBytes()),
        asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
          asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, cnpj),
        ]),
      ]),
    );
  }
  if (dnsName) names.push(asn1.create(asn1.Class.CONTEXT_SPECIFIC, 2, false, dnsName));
  return names.length > 0 ? asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, names) : null;
}

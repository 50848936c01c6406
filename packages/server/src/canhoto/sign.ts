import { SignedXml } from 'xml-crypto';
import type { Certificate } from './certificate';

/**
 * The XML-DSig SEFAZ requires of every NF-e/CT-e event (Manual de Orientação do Contribuinte, NF-e 7.0 §4.5 "Padrão
 * de assinatura digital"; CT-e MOC 4.00 the same): enveloped, RSA-SHA1 over a SHA-1 digest, canonicalised with
 * C14N 20010315, the transforms enveloped-signature then C14N, one Reference to the infEvento's Id, the signer's
 * certificate (only it) in KeyInfo/X509Data, and the Signature in the default xmldsig namespace, right after
 * infEvento.
 */
export const DSIG = {
  c14n: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
  rsaSha1: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
  sha1: 'http://www.w3.org/2000/09/xmldsig#sha1',
} as const;

/** The element whose Id the signature references: what xml-crypto looks the reference up by. */
export const signedElementXpath = (id: string) => `//*[local-name(.)='infEvento' and @Id='${id}']`;

/**
 * Signs the unsigned event (build-event.ts's xml and id) with the account's certificate. SEFAZ computes the digest
 * over the canonical form of the bytes it receives, so the result is sent as is: no reformatting after this.
 */
export function signEvent(xml: string, id: string, certificate: Certificate): string {
  if (!/^ID\d+$/.test(id)) throw new Error(`Id de evento inválido para assinar: ${id}`);
  const signature = new SignedXml({
    privateKey: certificate.privateKeyPem,
    publicCert: certificate.certificatePem,
    signatureAlgorithm: DSIG.rsaSha1,
    canonicalizationAlgorithm: DSIG.c14n,
  });
  signature.addReference({
    xpath: signedElementXpath(id),
    transforms: [DSIG.enveloped, DSIG.c14n],
    digestAlgorithm: DSIG.sha1,
  });
  signature.computeSignature(xml, { location: { reference: signedElementXpath(id), action: 'after' } });
  return signature.getSignedXml();
}

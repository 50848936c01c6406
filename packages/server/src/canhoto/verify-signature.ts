import { X509Certificate } from 'node:crypto';
import { XMLSerializer, type Element as XmlElement } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { DSIG } from './sign';
import { childElements } from './xml-dom';

/**
 * The fake SEFAZ's check of an event's signature, as the real one makes it (MOC NF-e 7.0 §4.5/§5.x, codes 290,
 * 297, 298): first that it follows the standard (one Signature right after infEvento, C14N, RSA-SHA1, one
 * Reference to infEvento's Id with the enveloped-signature and C14N transforms, SHA-1 digest, the certificate in
 * KeyInfo), then that digest and signature value are right for that certificate.
 */
export type SignatureCheck =
  | { ok: true; certificate: X509Certificate }
  /** standard: 298 'Assinatura difere do padrão do Sistema'; certificate: 290; mismatch: 297. */
  | { ok: false; problem: 'standard' | 'certificate' | 'mismatch'; detail: string };

const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

const dsig = (parent: XmlElement, localName: string) =>
  childElements(parent, localName).filter((element) => element.namespaceURI === DSIG_NS);

const algorithm = (parent: XmlElement, localName: string) =>
  dsig(parent, localName)[0]?.getAttribute('Algorithm');

/** Checks the signature of one event element (`evento` or `eventoCTe`, its infEvento and Signature children). */
export function verifyEventSignature(event: XmlElement): SignatureCheck {
  const standard = (detail: string): SignatureCheck => ({ ok: false, problem: 'standard', detail });
  const children = childElements(event);
  const infEvento = children.find((child) => child.localName === 'infEvento');
  const signatures = dsig(event, 'Signature');
  const signature = signatures[0];
  if (!infEvento || !signature || signatures.length > 1) return standard('falta uma assinatura do evento');
  if (children.indexOf(signature) !== children.indexOf(infEvento) + 1) {
    return standard('a assinatura deve vir logo após infEvento');
  }
  const signedInfo = dsig(signature, 'SignedInfo')[0];
  const references = signedInfo ? dsig(signedInfo, 'Reference') : [];
  const reference = references[0];
  if (!signedInfo || !reference || references.length > 1) return standard('deve haver uma só Reference');
  if (algorithm(signedInfo, 'CanonicalizationMethod') !== DSIG.c14n) return standard('canonicalização');
  if (algorithm(signedInfo, 'SignatureMethod') !== DSIG.rsaSha1) return standard('algoritmo de assinatura');
  if (reference.getAttribute('URI') !== `#${infEvento.getAttribute('Id')}`) {
    return standard('a Reference deve apontar o Id de infEvento');
  }
  const transforms = dsig(reference, 'Transforms')[0];
  const transformList = transforms
    ? dsig(transforms, 'Transform').map((t) => t.getAttribute('Algorithm'))
    : [];
  if (transformList.join(' ') !== `${DSIG.enveloped} ${DSIG.c14n}`) return standard('transformações');
  if (algorithm(reference, 'DigestMethod') !== DSIG.sha1) return standard('algoritmo de resumo');

  const keyInfo = dsig(signature, 'KeyInfo')[0];
  const x509Data = keyInfo ? dsig(keyInfo, 'X509Data')[0] : undefined;
  const base64 = x509Data
    ? dsig(x509Data, 'X509Certificate')[0]?.textContent?.replace(/\s+/g, '')
    : undefined;
  if (!base64) return { ok: false, problem: 'certificate', detail: 'falta o certificado em KeyInfo' };
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(base64, 'base64'));
  } catch {
    return { ok: false, problem: 'certificate', detail: 'certificado ilegível' };
  }

  const serializer = new XMLSerializer();
  const verifier = new SignedXml({ publicCert: certificate.toString() });
  try {
    verifier.loadSignature(serializer.serializeToString(signature));
    if (verifier.checkSignature(serializer.serializeToString(event))) return { ok: true, certificate };
    return { ok: false, problem: 'mismatch', detail: 'o resumo (DigestValue) não confere' };
  } catch {
    return { ok: false, problem: 'mismatch', detail: 'o valor da assinatura não confere' };
  }
}

import { webcrypto } from 'node:crypto';
import * as xmldom from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import * as xmldsigjs from 'xmldsigjs';
import { readCertificate } from './certificate';
import { DSIG, signEvent } from './sign';
import { makeThrowawayCertificate } from './throwaway-certificate';
import { verifyEventSignature } from './verify-signature';
import { parseXml } from './xml-dom';

// The second verifier: xmldsigjs (PeculiarVentures, on WebCrypto), a code base apart from xml-crypto's.
// Its xml-core takes the DOM from the globals a browser has (setNodeDependencies is not re-exported by xmldsigjs).
xmldsigjs.Application.setEngine(
  'NodeJS',
  webcrypto as unknown as Parameters<typeof xmldsigjs.Application.setEngine>[1],
);
beforeAll(() => {
  vi.stubGlobal('DOMParser', xmldom.DOMParser);
  vi.stubGlobal('XMLSerializer', xmldom.XMLSerializer);
  vi.stubGlobal('DOMImplementation', xmldom.DOMImplementation);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const made = makeThrowawayCertificate({ cnpj: '12345678000195' });
const certificate = readCertificate(made.pkcs12, made.password);

/** An event of the layouts' shape (evento > infEvento Id + Signature): the signature does not depend on the rest. */
const ID = 'ID1101303526111234567800019555001000004321100000000101';
const EVENT = `<evento xmlns="http://www.portalfiscal.inf.br/nfe" versao="1.00"><infEvento Id="${ID}"><cOrgao>91</cOrgao><tpAmb>2</tpAmb><CNPJ>12345678000195</CNPJ><tpEvento>110130</tpEvento><detEvento versao="1.00"><descEvento>Comprovante de Entrega da NF-e</descEvento><xNome>Ana &amp; Filhos</xNome></detEvento></infEvento></evento>`;

async function verifiesWithXmldsigjs(xml: string): Promise<boolean> {
  // xmldsigjs is typed with the browser's DOM, which this package does not include: xmldom's stands in.
  const doc = xmldsigjs.Parse(xml) as unknown as xmldom.Document;
  const signature = doc.getElementsByTagNameNS(DSIG_NS, 'Signature')[0];
  if (!signature) throw new Error('no signature');
  const signed = new xmldsigjs.SignedXml(doc as never);
  signed.LoadXml(signature as never);
  return signed.Verify();
}

function verifiesWithXmlCrypto(xml: string): boolean {
  const doc = new xmldom.DOMParser().parseFromString(xml, 'text/xml');
  const signature = doc.getElementsByTagNameNS(DSIG_NS, 'Signature')[0];
  const verifier = new SignedXml({ publicCert: certificate.certificatePem });
  verifier.loadSignature(String(signature));
  try {
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}

const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

describe('signEvent', () => {
  const signed = signEvent(EVENT, ID, certificate);

  it('signs as SEFAZ requires: enveloped after infEvento, C14N, RSA-SHA1, one Reference to the Id, the certificate', () => {
    expect(signed.startsWith(EVENT.slice(0, EVENT.indexOf('</evento>')))).toBe(true);
    expect(signed).toMatch(
      /<\/infEvento><Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#"><SignedInfo>/,
    );
    expect(signed).toContain(`<CanonicalizationMethod Algorithm="${DSIG.c14n}"/>`);
    expect(signed).toContain(`<SignatureMethod Algorithm="${DSIG.rsaSha1}"/>`);
    expect(signed).toContain(
      `<Reference URI="#${ID}"><Transforms><Transform Algorithm="${DSIG.enveloped}"/><Transform Algorithm="${DSIG.c14n}"/></Transforms><DigestMethod Algorithm="${DSIG.sha1}"/>`,
    );
    const base64 = certificate.certificatePem.replace(/-----[A-Z ]+-----|\s/g, '');
    expect(signed).toContain(
      `<KeyInfo><X509Data><X509Certificate>${base64}</X509Certificate></X509Data></KeyInfo>`,
    );
    expect(signed).not.toMatch(/>\s+</);
  });

  it('verifies with xml-crypto and with a second library, xmldsigjs', async () => {
    expect(verifiesWithXmlCrypto(signed)).toBe(true);
    expect(await verifiesWithXmldsigjs(signed)).toBe(true);
    expect(verifyEventSignature(parseXml(signed) as xmldom.Element)).toMatchObject({ ok: true });
  });

  it('fails every verifier once the signed content is changed', async () => {
    const tampered = signed.replace('<xNome>Ana &amp; Filhos</xNome>', '<xNome>Outra Pessoa</xNome>');
    expect(tampered).not.toBe(signed);
    expect(verifiesWithXmlCrypto(tampered)).toBe(false);
    // xmldsigjs throws on a wrong digest (and answers false for a wrong signature value, below).
    await expect(verifiesWithXmldsigjs(tampered)).rejects.toThrow(/Invalid digest/);
    expect(verifyEventSignature(parseXml(tampered) as xmldom.Element)).toMatchObject({
      ok: false,
      problem: 'mismatch',
    });
  });

  it('fails when the signature value is another key’s', async () => {
    const other = readCertificate(
      makeThrowawayCertificate({ cnpj: '12345678000195' }).pkcs12,
      'senha-de-teste',
    );
    const forged = signEvent(EVENT, ID, other).replace(
      /<X509Certificate>[^<]+<\/X509Certificate>/,
      `<X509Certificate>${certificate.certificatePem.replace(/-----[A-Z ]+-----|\s/g, '')}</X509Certificate>`,
    );
    expect(await verifiesWithXmldsigjs(forged)).toBe(false);
    expect(verifyEventSignature(parseXml(forged) as xmldom.Element)).toMatchObject({
      ok: false,
      problem: 'mismatch',
    });
  });

  it('sees a signature off the standard: a Reference that is not infEvento’s Id', () => {
    const elsewhere = signed.replace(`URI="#${ID}"`, 'URI=""');
    expect(verifyEventSignature(parseXml(elsewhere) as xmldom.Element)).toMatchObject({
      ok: false,
      problem: 'standard',
    });
  });
});

import { type X2jOptions, XMLParser } from 'fast-xml-parser';
import { FiscalXmlError, unreadable } from './errors';

/** One uploaded XML at most: a real NF-e with a hundred items stays far below this. */
export const FISCAL_XML_MAX_BYTES = 1024 * 1024;

/** Element names that may repeat in the documents we read; always arrays, so one and many read alike. */
const REPEATED = new Set(['vol', 'infQ', 'det', 'infNFe', 'infNF', 'infOutros']);

/**
 * fast-xml-parser settings, safe on their own even if the DOCTYPE refusal that runs first were skipped: no entity
 * processing at all (no DTD entities, so no billion laughs and no external entities), attributes kept (the
 * key is in infNFe/@Id), every value left a string (a CEP or CNPJ keeps its leading zeros), namespace
 * prefixes dropped (some emitters write `nfe:infNFe`), and the parser's own depth limit.
 */
export const XML_PARSER_OPTIONS: X2jOptions = {
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 64,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && REPEATED.has(name),
};

const parser = new XMLParser(XML_PARSER_OPTIONS);

export const fileTooLarge = () => new FiscalXmlError('too_large', 'O arquivo XML passa do limite de 1 MB.');

/** The five predefined XML entities and character references: the only ones a document may use. */
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function characterReference(ref: string): string | undefined {
  const code = ref.startsWith('#x') ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/**
 * With entity processing off the parser leaves `&amp;` as written; decoding the predefined ones here cannot
 * expand anything (each reference becomes one character).
 */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/g,
    (whole, ref: string) => PREDEFINED[ref] ?? characterReference(ref) ?? whole,
  );
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Bytes → text. NF-e and CT-e are UTF-8 by their manuals: other bytes are either not XML at all (a binary
 * file) or an XML in another encoding, which no NF-e or CT-e is.
 */
function decodeText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    const first = bytes.find((b) => b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d);
    if (first === 0x3c) throw unreadable('O XML precisa estar em UTF-8, como toda NF-e e todo CT-e.');
    throw new FiscalXmlError('not_xml', 'O arquivo não é um texto XML.');
  }
}

/**
 * Cheap refusals before any parsing: a DTD is what entity attacks need, and no NF-e or CT-e has one, so any
 * DOCTYPE or ENTITY declaration anywhere refuses the file without looking further.
 */
function refuseDtd(text: string) {
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) {
    throw unreadable('O XML não pode conter DOCTYPE nem declarações de entidade.');
  }
}

export type XmlTree = Record<string, unknown>;

/**
 * An uploaded file as XML text, refusing what is too large or is not XML at all. Throws FiscalXmlError.
 */
export function xmlText(input: Uint8Array | string): string {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  if (size > FISCAL_XML_MAX_BYTES) throw fileTooLarge();
  const text = typeof input === 'string' ? input.replace(/^\uFEFF/, '') : decodeText(input);
  // NUL never appears in XML (and PostgreSQL text cannot hold it): a binary file.
  if (!text.trimStart().startsWith('<') || text.includes('\u0000')) {
    throw new FiscalXmlError('not_xml', 'O conteúdo do arquivo não é XML.');
  }
  return text;
}

/** An uploaded file as an XML tree, refusing what is too large, not XML, or unsafe. Throws FiscalXmlError. */
export function readXml(input: Uint8Array | string): XmlTree {
  const text = xmlText(input);
  refuseDtd(text);
  try {
    // `true`: validate well-formedness first, so a truncated file fails instead of yielding half a tree.
    return parser.parse(text, true) as XmlTree;
  } catch {
    throw unreadable('O XML está incompleto ou malformado.');
  }
}

import { type X2jOptions, XMLParser } from 'fast-xml-parser';
import { hasUnsafeText } from '../http/unsafe-text';
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

/** XML 1.0's Char production: no NUL or other C0 control but tab and line ends, no surrogate, no U+FFFE/F. */
const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

function characterReference(ref: string): string {
  const code = ref.startsWith('#x') ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
  // A reference to a non-character (&#xD800;, &#0;) makes the document not well-formed; decoded, it would be
  // a lone surrogate or a NUL that the database refuses with a 500.
  if (!isXmlChar(code)) throw unreadable(`O XML contém uma referência a um caractere inválido (&${ref};).`);
  return String.fromCodePoint(code);
}

/**
 * With entity processing off the parser leaves `&amp;` as written; decoding the predefined ones here cannot
 * expand anything (each reference becomes one character). Throws FiscalXmlError for a reference to a
 * character XML does not allow.
 */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/g,
    (_whole, ref: string) => PREDEFINED[ref] ?? characterReference(ref),
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
  // Only a string input can hold one (UTF-8 bytes never decode to a lone surrogate).
  if (hasUnsafeText(text)) throw unreadable('O XML contém caracteres inválidos.');
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

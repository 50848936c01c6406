import { isValidAccessKey } from '@box/core/rules';

const KEY_PATTERNS = [
  /\bId\s*=\s*["'](?:NFe|CTe)([0-9A-Z]{44})["']/,
  /<ch(?:NFe|CTe)>\s*([0-9A-Z]{44})\s*<\/ch(?:NFe|CTe)>/,
];

/**
 * The access key an NF-e or CT-e XML carries (infNFe/infCte Id, or chNFe/chCTe of its protocol), when valid.
 * Used only when the server already holds the uploaded document: the row then looks it up by key.
 */
export function accessKeyInXml(xml: string): string | null {
  for (const pattern of KEY_PATTERNS) {
    const key = pattern.exec(xml)?.[1];
    if (key && isValidAccessKey(key)) return key;
  }
  return null;
}

/** A file the browser did not type (some systems leave .xml untyped) counts by its extension. */
export function withXmlType(file: File): { name: string; size: number; type: string } {
  const type = file.type === '' && /\.xml$/i.test(file.name) ? 'text/xml' : file.type;
  return { name: file.name, size: file.size, type };
}

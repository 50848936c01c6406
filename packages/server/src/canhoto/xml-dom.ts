import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';

/** Small reads over @xmldom/xmldom's DOM, for the fake SEFAZ and the signature check (by local name). */

/** The document element, or null when the text is not well-formed XML. */
export function parseXml(xml: string): XmlElement | null {
  try {
    return new DOMParser({ onError: () => {} }).parseFromString(xml, 'text/xml').documentElement ?? null;
  } catch {
    return null;
  }
}

/** The element children of `parent`, those named `localName` when given. */
export function childElements(parent: XmlElement, localName?: string): XmlElement[] {
  return Array.from(parent.childNodes).filter(
    (node): node is XmlElement =>
      node.nodeType === node.ELEMENT_NODE && (!localName || (node as XmlElement).localName === localName),
  );
}

/** The text of parent/path[0]/path[1]…, trimmed; '' when a step is missing. */
export function childText(parent: XmlElement, ...path: string[]): string {
  let node: XmlElement | undefined = parent;
  for (const name of path) node = node ? childElements(node, name)[0] : undefined;
  return node?.textContent?.trim() ?? '';
}

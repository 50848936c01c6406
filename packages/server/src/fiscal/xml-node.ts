import { decodeXmlText, type XmlTree } from './read-xml';

/** An element of the parsed tree: its children by name, attributes as '@name', text as '#text'. */
export type XmlNode = XmlTree;

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The single child element `name` (the first one when repeated), or undefined. */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  const value = node?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return isNode(first) ? first : undefined;
}

/** Every child element `name` (repeated elements are arrays by the parser settings). */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter(isNode);
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  // An element with attributes and text: the text is under '#text'.
  if (isNode(value) && typeof value['#text'] === 'string') return value['#text'];
  return undefined;
}

/** The trimmed, entity-decoded text of child `name`; undefined when absent or empty. */
export function text(node: XmlNode | undefined, name: string): string | undefined {
  const raw = node?.[name];
  const value = textOf(Array.isArray(raw) ? raw[0] : raw);
  const decoded = value === undefined ? '' : decodeXmlText(value).trim();
  return decoded === '' ? undefined : decoded;
}

/** An attribute of `node` (parsed as '@name'). */
export function attribute(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.[`@${name}`];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A decimal of the XML ('1234.56', dot as separator by the layouts); undefined when absent or not a number. */
export function decimal(node: XmlNode | undefined, name: string): number | undefined {
  const value = text(node, name);
  if (value === undefined || !/^-?\d+(\.\d+)?$/.test(value)) return undefined;
  return Number(value);
}

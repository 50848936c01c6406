import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DOMParser, XMLSerializer, type Element as XmlElement } from '@xmldom/xmldom';
import { SEFAZ_SCHEMAS_DIR } from '../paths';
import { EVENT_TYPES } from './build-event';
import type { EventKind } from './event-input';
import { runXmllint, type XmllintFile } from './xmllint-worker';

/**
 * Checks an event against the official XSDs shipped in schemas/sefaz/ with libxml2 (xmllint-wasm: the reference
 * schema validator, compiled to WebAssembly, no native build; run by xmllint-worker.ts). As SEFAZ does, in two steps for CT-e: the
 * eventoCTe envelope (whose detEvento takes any element, unchecked), then the element inside detEvento against its
 * own schema (evCECTe / evCancCECTe / evIECTe). NF-e's layouts name their detEvento, so one pass checks it all.
 */

export type EventValidation = { ok: true } | { ok: false; errors: string[] };

export interface ValidateOptions {
  /**
   * The document is not signed yet (the check before signing). Both layouts require ds:Signature after
   * infEvento, so a placeholder of the shape SEFAZ's xmldsig-core-schema_v1.01 demands stands in for it; everything
   * else is checked as it will be sent. Without this option a missing signature is an error.
   */
  unsigned?: boolean;
}

interface SchemaSet {
  folder: string;
  /** The schema of the document's root (evento / eventoCTe). */
  event: string;
  /** CT-e: the schema of detEvento's element. */
  detail?: string;
}

const SCHEMAS: Record<EventKind, SchemaSet> = {
  'nfe-delivery': { folder: 'nfe-comprovante-entrega', event: 'eventoEntregaNFe_v1.00.xsd' },
  'nfe-delivery-cancel': { folder: 'nfe-comprovante-entrega', event: 'eventoCancEntregaNFe_v1.00.xsd' },
  'cte-delivery': { folder: 'cte-4.00', event: 'eventoCTe_v4.00.xsd', detail: 'evCECTe_v4.00.xsd' },
  'cte-delivery-cancel': {
    folder: 'cte-4.00',
    event: 'eventoCTe_v4.00.xsd',
    detail: 'evCancCECTe_v4.00.xsd',
  },
  'cte-failure': { folder: 'cte-4.00', event: 'eventoCTe_v4.00.xsd', detail: 'evIECTe_v4.00.xsd' },
};

const DSIG_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';

/** A signature that only has the shape the schema requires: its values are not a signature of anything. */
const PLACEHOLDER_SIGNATURE =
  `<Signature xmlns="${DSIG_NAMESPACE}"><SignedInfo>` +
  '<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>' +
  `<SignatureMethod Algorithm="${DSIG_NAMESPACE}rsa-sha1"/><Reference URI="#placeholder"><Transforms>` +
  `<Transform Algorithm="${DSIG_NAMESPACE}enveloped-signature"/>` +
  '<Transform Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/></Transforms>' +
  `<DigestMethod Algorithm="${DSIG_NAMESPACE}sha1"/><DigestValue>AAAA</DigestValue></Reference></SignedInfo>` +
  '<SignatureValue>AAAA</SignatureValue><KeyInfo><X509Data><X509Certificate>AAAA</X509Certificate></X509Data>' +
  '</KeyInfo></Signature>';

// The XSDs of a folder, read once: each validation runs in a fresh WebAssembly file system that needs them all
// (the event schema includes and imports the others by file name).
const folders = new Map<string, Promise<XmllintFile[]>>();

function schemaFiles(folder: string): Promise<XmllintFile[]> {
  let files = folders.get(folder);
  if (!files) {
    const dir = join(SEFAZ_SCHEMAS_DIR, folder);
    files = readdir(dir).then((names) =>
      Promise.all(
        names
          .filter((name) => name.endsWith('.xsd'))
          .map(async (fileName) => ({ fileName, contents: await readFile(join(dir, fileName)) })),
      ),
    );
    folders.set(folder, files);
  }
  return files;
}

/** libxml2's message without its prefix and the namespace URIs, which make every line unreadable. */
const readable = (message: string) =>
  message
    .replace(/^Schemas (validity|parser) error\s*:\s*/, '')
    .replace(/\{http:\/\/[^}]+\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** xmllint's complaints, one per line as `file:line: message`, without its closing 'fails to validate' line. */
function schemaErrors(stderr: string): { line?: number; message: string }[] {
  return stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !/ (validates|fails to validate)$/.test(line.trim()))
    .map((line) => {
      const [, lineNumber, ...rest] = line.split(':');
      return rest.length > 0 && /^\d+$/.test(lineNumber ?? '')
        ? { line: Number(lineNumber), message: rest.join(':').trim() }
        : { message: line };
    });
}

async function againstSchema(xml: string, folder: string, schema: string, part: string): Promise<string[]> {
  const files = await schemaFiles(folder);
  const run = await runXmllint(
    { fileName: `${part}.xml`, contents: xml },
    files.find((file) => file.fileName === schema) as XmllintFile,
    files.filter((file) => file.fileName !== schema),
  );
  if (run.exitCode === 0) return [];
  if (run.exitCode !== 3 && run.exitCode !== 4) throw new Error(`xmllint: ${run.stderr}`);
  const errors = schemaErrors(run.stderr).map(
    (error) => `${schema}${error.line ? `, linha ${error.line}` : ''}: ${readable(error.message)}`,
  );
  return errors.length > 0 ? errors : [`${schema}: ${readable(run.stderr)}`];
}

function parse(xml: string): { root: XmlElement } | { error: string } {
  try {
    // Every error stops the parse (xmldom would otherwise print it and go on with what it could read).
    const parser = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    });
    const document = parser.parseFromString(xml, 'text/xml');
    const root = document.documentElement;
    return root ? { root } : { error: 'XML sem elemento raiz' };
  } catch (error) {
    return { error: `XML malformado: ${readable(error instanceof Error ? error.message : String(error))}` };
  }
}

const childElements = (element: XmlElement) =>
  Array.from(element.childNodes).filter((node): node is XmlElement => node.nodeType === 1);

/** The first descendant with this local name (the documents are small: a walk is enough). */
function find(element: XmlElement, localName: string): XmlElement | undefined {
  for (const child of childElements(element)) {
    if (child.localName === localName) return child;
    const inside = find(child, localName);
    if (inside) return inside;
  }
  return undefined;
}

/**
 * Whether `xml` is a valid event of `kind` by the official schemas; errors say which schema and line refused what.
 * Also refuses a tpEvento of another kind, which the CT-e envelope's schema alone would let through.
 */
export async function validateEvent(
  xml: string,
  kind: EventKind,
  options: ValidateOptions = {},
): Promise<EventValidation> {
  const set = SCHEMAS[kind];
  if (!set) return { ok: false, errors: [`Tipo de evento desconhecido: ${String(kind)}`] };
  const parsed = parse(xml);
  if ('error' in parsed) return { ok: false, errors: [parsed.error] };
  const { root } = parsed;

  let document = xml;
  if (options.unsigned && !childElements(root).some((child) => child.localName === 'Signature')) {
    const placeholder = new DOMParser().parseFromString(PLACEHOLDER_SIGNATURE, 'text/xml').documentElement;
    if (placeholder && root.ownerDocument) root.appendChild(root.ownerDocument.importNode(placeholder, true));
    document = new XMLSerializer().serializeToString(root);
  }

  // The CT-e's two passes run side by side: each is a WebAssembly worker of its own.
  const passes = [againstSchema(document, set.folder, set.event, 'evento')];
  const errors: string[] = [];
  const tpEvento = find(root, 'tpEvento')?.textContent;
  if (tpEvento && tpEvento !== EVENT_TYPES[kind].code) {
    errors.push(
      `tpEvento ${tpEvento} não é o do evento ${EVENT_TYPES[kind].code} (${EVENT_TYPES[kind].description})`,
    );
  }
  if (set.detail) {
    const detail = find(root, 'detEvento');
    const inner = detail ? childElements(detail)[0] : undefined;
    if (!inner) errors.push('detEvento sem o elemento do evento');
    else
      passes.push(
        againstSchema(new XMLSerializer().serializeToString(inner), set.folder, set.detail, 'detEvento'),
      );
  }
  errors.unshift(...(await Promise.all(passes)).flat());
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
}

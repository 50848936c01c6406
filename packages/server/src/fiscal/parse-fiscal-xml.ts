import type { FiscalDocument } from '@box/core/schemas';
import { unreadable } from './errors';
import { parseCte } from './parse-cte';
import { parseNfe } from './parse-nfe';
import { readXml } from './read-xml';
import { child } from './xml-node';

/** The stored `kind` of a fiscal document (table fiscal_documents). */
export type FiscalDocumentKind = 'NFE' | 'CTE';

export interface ParsedFiscalXml {
  kind: FiscalDocumentKind;
  document: FiscalDocument;
}

/**
 * An uploaded NF-e or CT-e (layout 4.00), processed (nfeProc/cteProc, with the authorization protocol) or
 * not, as the portal's FiscalDocument. Throws FiscalXmlError: too large, not XML, or unreadable.
 */
export function parseFiscalXml(input: Uint8Array | string): ParsedFiscalXml {
  const tree = readXml(input);
  const nfeProc = child(tree, 'nfeProc');
  const nfe = child(nfeProc, 'NFe') ?? child(tree, 'NFe');
  if (nfe) return { kind: 'NFE', document: parseNfe(nfe, child(nfeProc, 'protNFe')) };
  const cteProc = child(tree, 'cteProc');
  const cte = child(cteProc, 'CTe') ?? child(tree, 'CTe');
  if (cte) return { kind: 'CTE', document: parseCte(cte, child(cteProc, 'protCTe')) };
  throw unreadable('O XML não é uma NF-e nem um CT-e.');
}

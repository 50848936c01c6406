import { DOCUMENT_NAMESPACES, EVENT_TYPES, SEQUENCE_RULES } from './build-event';
import type { EventKind } from './event-input';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * The distribution file of a registered event, what an auditor asks for: the signed event and SEFAZ's answer
 * together, `procEventoNFe` (NF-e evento 1.00) or `procEventoCTe` (CT-e 4.00), as the layouts define them. Both
 * parts are kept byte for byte (the signature covers the event's bytes).
 */
export function procEventXml(kind: EventKind, signedXml: string, answerXml: string): string {
  const document = EVENT_TYPES[kind].document;
  const namespace = DOCUMENT_NAMESPACES[document];
  const [root, version] = document === 'nfe' ? ['procEventoNFe', '1.00'] : ['procEventoCTe', '4.00'];
  return `${XML_DECLARATION}<${root} xmlns="${namespace}" versao="${version}">${signedXml}${answerXml}</${root}>`;
}

/** The signed event as a file of its own. */
export const signedEventXml = (signedXml: string) => `${XML_DECLARATION}${signedXml}`;

/** '<chave>-110130-01' : key, tpEvento and nSeqEvento as the event's Id pads it. */
export function eventFileStem(kind: EventKind, accessKey: string, sequence: number): string {
  const type = EVENT_TYPES[kind];
  const padded = String(sequence).padStart(SEQUENCE_RULES[type.document].idDigits, '0');
  return `${accessKey}-${type.code}-${padded}`;
}

import { XMLParser } from 'fast-xml-parser';
import { DOCUMENT_NAMESPACES, EVENT_TYPES, type EventDocument } from './build-event';
import type { EventKind } from './event-input';
import type { SefazEventAnswer } from './gateway';

/**
 * The messages of the event reception web services, shared by the SOAP adapter (which sends them) and the fake
 * SEFAZ (which reads them and answers in kind): NF-e 4.00's NFeRecepcaoEvento4 takes a lote `envEvento` of signed
 * `evento`s and answers `retEnvEvento` with one `retEvento` each (MOC NF-e 7.0 §6.3); CT-e 4.00's
 * CTeRecepcaoEventoV4 takes one signed `eventoCTe` and answers `retEventoCTe` (MOC CT-e 4.00 §5.6).
 */

export type { EventDocument };

export const documentOf = (kind: EventKind): EventDocument => EVENT_TYPES[kind].document;

export interface EventService {
  /** The WSDL's name, also the last part of every endpoint's path. */
  name: string;
  /** The WSDL namespace of the SOAP body's data element. */
  wsdl: string;
  /** SOAP 1.2 action (Content-Type's action parameter). */
  action: string;
  /** The request body's data element: nfeDadosMsg / cteDadosMsg. */
  dataElement: string;
  /** The answer body's result element. */
  resultElement: string;
}

export const EVENT_SERVICES: Record<EventDocument, EventService> = {
  nfe: {
    name: 'NFeRecepcaoEvento4',
    wsdl: 'http://www.portalfiscal.inf.br/nfe/wsdl/NFeRecepcaoEvento4',
    action: 'http://www.portalfiscal.inf.br/nfe/wsdl/NFeRecepcaoEvento4/nfeRecepcaoEvento',
    dataElement: 'nfeDadosMsg',
    resultElement: 'nfeResultMsg',
  },
  cte: {
    name: 'CTeRecepcaoEventoV4',
    wsdl: 'http://www.portalfiscal.inf.br/cte/wsdl/CTeRecepcaoEventoV4',
    action: 'http://www.portalfiscal.inf.br/cte/wsdl/CTeRecepcaoEventoV4/cteRecepcaoEvento',
    dataElement: 'cteDadosMsg',
    resultElement: 'cteRecepcaoEventoResult',
  },
};

const XML_DECLARATION = /^\s*<\?xml[^>]*\?>\s*/;

/** A lote number (idLote, up to 15 digits): the send's time in milliseconds, unique enough for one account. */
export const newLotNumber = (now: Date = new Date()) => String(now.getTime()).padStart(15, '0');

/**
 * The web service's data for one signed event: NF-e's lote of one, CT-e's event itself. The signed XML goes in
 * byte for byte (its declaration dropped: it is now inside another document).
 */
export function eventMessage(signedXml: string, kind: EventKind, lotNumber: string = newLotNumber()): string {
  const event = signedXml.replace(XML_DECLARATION, '');
  if (documentOf(kind) === 'cte') return event;
  return `<envEvento xmlns="${DOCUMENT_NAMESPACES.nfe}" versao="1.00"><idLote>${lotNumber}</idLote>${event}</envEvento>`;
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  processEntities: true,
});

interface AnswerFields {
  cStat?: string;
  xMotivo?: string;
  nProt?: string;
  dhRegEvento?: string;
}

/** SEFAZ is up but not taking requests: as good as no answer, so the outbox tries again. */
const OUT_OF_SERVICE = new Set([108, 109]);
const REGISTERED = new Set([135, 136]);

/**
 * SefazEventAnswer from the web service's answer (the SOAP body or the bare retEnvEvento/retEventoCTe): the
 * event's own result (retEvento), or the lote's when SEFAZ refused the whole message.
 */
export function readEventAnswer(answer: string): SefazEventAnswer {
  let tree: unknown;
  try {
    tree = parser.parse(answer);
  } catch {
    return { status: 'unavailable' };
  }
  const cte = findElement(tree, 'retEventoCTe');
  const lot = findElement(tree, 'retEnvEvento');
  const event = cte ?? findElement(lot, 'retEvento');
  const fields = (findElement(event, 'infEvento') ?? lot) as AnswerFields | undefined;
  const code = Number(fields?.cStat);
  if (!fields || !Number.isInteger(code) || OUT_OF_SERVICE.has(code)) return { status: 'unavailable' };
  const answerXml = rawElement(answer, cte ? 'retEventoCTe' : event ? 'retEvento' : 'retEnvEvento');
  const message = fields.xMotivo ?? '';
  if (REGISTERED.has(code) && fields.nProt && fields.dhRegEvento) {
    return {
      status: 'registered',
      protocol: fields.nProt,
      registeredAt: new Date(fields.dhRegEvento),
      code,
      message,
      answerXml,
    };
  }
  return { status: 'rejected', code, message, answerXml };
}

/** The first element named `name` anywhere under `node` (fast-xml-parser's tree; a list takes its first). */
function findElement(node: unknown, name: string): Record<string, unknown> | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findElement(item, name);
      if (found) return found;
    }
    return undefined;
  }
  const record = node as Record<string, unknown>;
  if (name in record) {
    const value = record[name];
    return (Array.isArray(value) ? value[0] : value) as Record<string, unknown>;
  }
  for (const value of Object.values(record)) {
    const found = findElement(value, name);
    if (found) return found;
  }
  return undefined;
}

/** The element's text exactly as received (any namespace prefix), so the stored answer is SEFAZ's own bytes. */
function rawElement(xml: string, name: string): string {
  const match = new RegExp(`<((?:[\\w.-]+:)?${name})[\\s>][\\s\\S]*?</\\1>`).exec(xml);
  return match?.[0] ?? '';
}

import { ACCESS_KEY_PATTERN, accessKeyCheckDigit } from '@box/core/rules';
import type { Element as XmlElement } from '@xmldom/xmldom';
import { DOCUMENT_NAMESPACES, EVENT_TYPES } from './build-event';
import { holderCnpj } from './certificate';
import type { EventKind, SefazEnvironment } from './event-input';
import { documentOf, type EventDocument, eventMessage, readEventAnswer } from './event-message';
import type { SefazEventGateway } from './gateway';
import { validateEvent } from './validate';
import { verifyEventSignature } from './verify-signature';
import { childElements, childText, parseXml } from './xml-dom';

/**
 * A stand-in for SEFAZ's event reception, for the demo and the tests: it takes the web service's message
 * (event-message.ts) and answers like the real one, retEnvEvento / retEventoCTe with SEFAZ's codes and texts. It
 * checks what can be checked without SEFAZ's database: the schema (the shipped XSDs), the signature and its
 * certificate, the access key, the event type, the author against the certificate, the environment, the date
 * and duplicates. It cannot check that the document exists or who its parties are (494, 574...), nor the
 * certificate's ICP-Brasil chain (293/295): a throw-away certificate passes.
 *
 * For an NF-e it also keeps NT 2021.001's rules between its two events, as far as it has seen them: a second
 * 'Comprovante de Entrega' while the first stands is refused (825), and a cancellation must name the protocol of
 * the event it cancels (460). The note sets no deadline for that cancellation (its §4.7 lists none), so neither
 * does the fake. What it has not seen (a registration before the server restarted: it keeps nothing on disk) it
 * takes on trust rather than refusing with 459.
 *
 * Codes and texts: Manual de Orientação do Contribuinte NF-e 7.0, Anexo I "Tabela de códigos de erros e
 * descrições de mensagens de erros", and the CT-e MOC 4.00 table for 732 (the CT-e's model rule).
 */
export const SEFAZ_CODES = {
  lotProcessed: { code: 128, text: 'Lote de Evento Processado' },
  registeredNfe: { code: 135, text: 'Evento registrado e vinculado a NF-e' },
  registeredCte: { code: 135, text: 'Evento registrado e vinculado a CT-e' },
  author: { code: 213, text: 'Rejeição: CNPJ-Base do Emitente difere do CNPJ-Base do Certificado Digital' },
  schema: { code: 215, text: 'Rejeição: Falha no schema XML' },
  checkDigit: { code: 236, text: 'Rejeição: Chave de Acesso com dígito verificador inválido' },
  malformed: { code: 243, text: 'Rejeição: XML Mal Formado' },
  environment: { code: 252, text: 'Rejeição: Ambiente informado diverge do Ambiente de recebimento' },
  certificate: { code: 290, text: 'Rejeição: Certificado Assinatura inválido' },
  certificateValidity: { code: 291, text: 'Rejeição: Certificado Assinatura Data Validade' },
  certificateCnpj: { code: 292, text: 'Rejeição: Certificado Assinatura sem CNPJ' },
  signatureMismatch: { code: 297, text: 'Rejeição: Assinatura difere do calculado' },
  signatureStandard: { code: 298, text: 'Rejeição: Assinatura difere do padrão do Sistema' },
  eventType: { code: 491, text: 'Rejeição: O tpEvento informado inválido' },
  idConcatenation: {
    code: 572,
    text: 'Rejeição: Erro Atributo ID do evento não corresponde a concatenação dos campos (“ID” + tpEvento + chave + nSeqEvento)',
  },
  cancelledProtocol: { code: 460, text: 'Rejeição: Protocolo do Evento difere do cadastrado' },
  duplicate: { code: 573, text: 'Rejeição: Duplicidade de Evento' },
  futureEvent: {
    code: 578,
    text: 'Rejeição: A data do evento não pode ser maior que a data do processamento',
  },
  nfeModel: { code: 618, text: 'Rejeição: Chave de Acesso inválida (modelo diferente de 55 e 65)' },
  cteModel: { code: 732, text: 'Rejeição: Chave de acesso inválida (modelo diferente de 57)' },
  secondDelivery: { code: 825, text: 'Rejeição: Não permitido mais de um Evento deste tipo para a NF-e' },
} as const;

/** SEFAZ's answer to one event; a registered one carries the protocol handed out. */
type Outcome = { code: number; text: string; protocol?: string };

/** The product's events by tpEvento (build-event.ts's table). */
const KIND_BY_CODE: Readonly<Record<string, EventKind>> = Object.fromEntries(
  (Object.keys(EVENT_TYPES) as EventKind[]).map((kind) => [EVENT_TYPES[kind].code, kind]),
);

export interface FakeSefazOptions {
  /** The environment it pretends to be (events of the other are rejected with 252). Default homologação. */
  environment?: SefazEnvironment;
  now?: () => Date;
  /** The schema check; G1's validateEvent against the shipped XSDs unless a test replaces it. */
  validate?: typeof validateEvent;
}

export interface FakeSefaz {
  /** The answer document (retEnvEvento or retEventoCTe) to the message of `document`'s web service. */
  answer(message: string, document: EventDocument): Promise<string>;
}

const VERSION = 'BOX-SEFAZ-FAKE-1.0';
/** How far ahead of the fake's clock an event may be dated: SEFAZ tolerates small clock differences. */
const CLOCK_TOLERANCE_MS = 5 * 60_000;

export function createFakeSefaz(options: FakeSefazOptions = {}): FakeSefaz {
  const environment = options.environment === 'producao' ? '1' : '2';
  const now = options.now ?? (() => new Date());
  const validate = options.validate ?? validateEvent;
  /** Registered events by Id, for duplicates; and the last protocol number handed out (register()). */
  const registered = new Set<string>();
  /** NF-e keys whose 'Comprovante de Entrega' stands (not cancelled), with that event's protocol. */
  const standingDeliveries = new Map<string, string>();
  let lastProtocol = 0;

  /** NT 2021.001's rules between an NF-e's delivery event and its cancellation (3.7 3P15-10, 4.7 4P23-10). */
  function deliveryRule(kind: EventKind, key: string, event: XmlElement): Outcome | null {
    const standing = standingDeliveries.get(key);
    if (kind === 'nfe-delivery' && standing) return SEFAZ_CODES.secondDelivery;
    if (kind === 'nfe-delivery-cancel' && standing) {
      const cancels = childText(event, 'infEvento', 'detEvento', 'nProtEvento');
      if (cancels !== standing) return SEFAZ_CODES.cancelledProtocol;
    }
    return null;
  }

  /** Registers the event: its Id for duplicates, a new protocol, and what it changes for the rules above. */
  function register(kind: EventKind, document: EventDocument, key: string, id: string, at: Date): Outcome {
    registered.add(id);
    const protocol = protocolNumber(document, key, at, ++lastProtocol);
    if (kind === 'nfe-delivery') standingDeliveries.set(key, protocol);
    if (kind === 'nfe-delivery-cancel') standingDeliveries.delete(key);
    return { ...(document === 'nfe' ? SEFAZ_CODES.registeredNfe : SEFAZ_CODES.registeredCte), protocol };
  }

  async function judge(event: XmlElement, document: EventDocument, at: Date): Promise<Outcome> {
    const field = (name: string) => childText(event, 'infEvento', name);
    const kind = KIND_BY_CODE[field('tpEvento')];
    if (!kind || documentOf(kind) !== document) return SEFAZ_CODES.eventType;
    const schema = await validate(event.toString(), kind);
    if (!schema.ok) return SEFAZ_CODES.schema;

    const signature = verifyEventSignature(event);
    if (!signature.ok) {
      if (signature.problem === 'standard') return SEFAZ_CODES.signatureStandard;
      if (signature.problem === 'certificate') return SEFAZ_CODES.certificate;
      return SEFAZ_CODES.signatureMismatch;
    }
    const { certificate } = signature;
    if (at < new Date(certificate.validFrom) || at > new Date(certificate.validTo)) {
      return SEFAZ_CODES.certificateValidity;
    }
    const certificateCnpj = holderCnpj(certificate);
    if (!certificateCnpj) return SEFAZ_CODES.certificateCnpj;

    if (field('tpAmb') !== environment) return SEFAZ_CODES.environment;
    const key = field(document === 'nfe' ? 'chNFe' : 'chCTe');
    if (!ACCESS_KEY_PATTERN.test(key) || accessKeyCheckDigit(key.slice(0, 43)) !== Number(key[43])) {
      return SEFAZ_CODES.checkDigit;
    }
    const model = key.slice(20, 22);
    if (document === 'nfe' && model !== '55' && model !== '65') return SEFAZ_CODES.nfeModel;
    if (document === 'cte' && model !== '57') return SEFAZ_CODES.cteModel;
    const id = childElements(event, 'infEvento')[0]?.getAttribute('Id') ?? '';
    const prefix = `ID${field('tpEvento')}${key}`;
    if (!id.startsWith(prefix) || Number(id.slice(prefix.length)) !== Number(field('nSeqEvento'))) {
      return SEFAZ_CODES.idConcatenation;
    }
    if (field('CNPJ').slice(0, 8) !== certificateCnpj.slice(0, 8)) return SEFAZ_CODES.author;
    if (new Date(field('dhEvento')).getTime() > at.getTime() + CLOCK_TOLERANCE_MS)
      return SEFAZ_CODES.futureEvent;
    if (registered.has(id)) return SEFAZ_CODES.duplicate;
    return deliveryRule(kind, key, event) ?? register(kind, document, key, id, at);
  }

  /** One retEvento's infEvento: the outcome, what it is about, and the protocol when registered. */
  function infEventoAnswer(event: XmlElement, document: EventDocument, outcome: Outcome, at: Date): string {
    const field = (name: string) => escapeXml(childText(event, 'infEvento', name));
    const keyTag = document === 'nfe' ? 'chNFe' : 'chCTe';
    return [
      `<infEvento><tpAmb>${environment}</tpAmb><verAplic>${VERSION}</verAplic>`,
      `<cOrgao>${field('cOrgao')}</cOrgao><cStat>${outcome.code}</cStat><xMotivo>${outcome.text}</xMotivo>`,
      `<${keyTag}>${field(keyTag)}</${keyTag}><tpEvento>${field('tpEvento')}</tpEvento>`,
      `<xEvento>${xEvento(childText(event, 'infEvento', 'tpEvento'))}</xEvento>`,
      `<nSeqEvento>${field('nSeqEvento')}</nSeqEvento><dhRegEvento>${saoPauloTime(at)}</dhRegEvento>`,
      outcome.protocol ? `<nProt>${outcome.protocol}</nProt>` : '',
      '</infEvento>',
    ].join('');
  }

  return {
    async answer(message, document) {
      const at = now();
      const namespace = DOCUMENT_NAMESPACES[document];
      const root = parseXml(message);
      if (document === 'cte') {
        const outcome =
          root?.localName === 'eventoCTe' ? await judge(root, 'cte', at) : SEFAZ_CODES.malformed;
        const body = root
          ? infEventoAnswer(root, 'cte', outcome, at)
          : `<infEvento>${lotAnswer(outcome)}</infEvento>`;
        return `<retEventoCTe xmlns="${namespace}" versao="4.00">${body}</retEventoCTe>`;
      }
      const events = root?.localName === 'envEvento' ? childElements(root, 'evento') : [];
      if (events.length === 0) {
        return `<retEnvEvento xmlns="${namespace}" versao="1.00">${lotAnswer(SEFAZ_CODES.malformed)}</retEnvEvento>`;
      }
      const answers: string[] = [];
      for (const event of events) {
        const outcome = await judge(event, 'nfe', at);
        answers.push(`<retEvento versao="1.00">${infEventoAnswer(event, 'nfe', outcome, at)}</retEvento>`);
      }
      return [
        `<retEnvEvento xmlns="${namespace}" versao="1.00">`,
        `<idLote>${escapeXml(childText(root as XmlElement, 'idLote'))}</idLote>`,
        lotAnswer(SEFAZ_CODES.lotProcessed, '91'),
        ...answers,
        '</retEnvEvento>',
      ].join('');
    },
  };

  function lotAnswer(outcome: Outcome, organ?: string): string {
    const organTag = organ ? `<cOrgao>${organ}</cOrgao>` : '';
    return `<tpAmb>${environment}</tpAmb><verAplic>${VERSION}</verAplic>${organTag}<cStat>${outcome.code}</cStat><xMotivo>${outcome.text}</xMotivo>`;
  }
}

const fakes = new WeakMap<object, FakeSefaz>();

/**
 * One fake SEFAZ per server configuration, on the server's clock: the embedded gateway and the demo's SOAP routes
 * share it, so an event registered through one is a duplicate through the other.
 */
export function fakeSefazFor(config: object, clock: () => Date): FakeSefaz {
  let fake = fakes.get(config);
  if (!fake) {
    fake = createFakeSefaz({ now: clock });
    fakes.set(config, fake);
  }
  return fake;
}

/** SEFAZ's name of the event type, for the answer's xEvento. */
function xEvento(code: string): string {
  const kind = KIND_BY_CODE[code];
  return kind ? EVENT_TYPES[kind].description : '';
}

/** The in-process gateway of the fake modes: the same message and answer documents as over SOAP. */
export function fakeEventGateway(fake: FakeSefaz): SefazEventGateway {
  return {
    send: async (signedXml, kind) => {
      const document = documentOf(kind);
      return readEventAnswer(await fake.answer(eventMessage(signedXml, kind), document));
    },
  };
}

/**
 * nProt's 15 digits as SEFAZ composes them: the authority (8 + '91' for the Ambiente Nacional, 1 + cUF for a
 * state), the year's last two digits, then a sequence.
 */
function protocolNumber(document: EventDocument, key: string, at: Date, sequence: number): string {
  const authority = document === 'nfe' ? '891' : `1${key.slice(0, 2)}`;
  return `${authority}${String(at.getUTCFullYear()).slice(2)}${String(sequence).padStart(10, '0')}`;
}

/** SEFAZ's dates: local time of Brasília with its offset (no daylight saving since 2019). */
function saoPauloTime(at: Date): string {
  return `${new Date(at.getTime() - 3 * 3600_000).toISOString().slice(0, 19)}-03:00`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

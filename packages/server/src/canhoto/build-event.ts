import { isValidCnpj, normalizeAccessKey, validateAccessKey } from '@box/core/rules';
import { XMLBuilder } from 'fast-xml-parser';
import type { DeliveryEventInput, EventKind } from './event-input';
import { sefazCoordinate, sefazDateTime, sefazText } from './layout-values';
import { proofHash } from './proof-hash';

/**
 * The unsigned event document of each kind, element for element as the layouts in force order them:
 * - NF-e: `evento` of leiauteEventoEntregaNFe_v1.00 / leiauteEventoCancEntregaNFe_v1.00 with the detEvento of
 *   e110130_v1.00 / e110131_v1.00 (NF-e NT 2021.001, schema package "Evento Comprovante Entrega da NF-e" v1.00);
 * - CT-e: `eventoCTe` of eventoCTeTiposBasico_v4.00 with evCECTe / evCancCECTe / evIECTe_v4.00 inside detEvento
 *   (CT-e 4.00 layout; the delivery proof came with NT 2019.001).
 * See schemas/sefaz/README.md for where the XSDs come from. The result is compact (no whitespace between tags,
 * which SEFAZ refuses) and has no XML declaration: it is signed as is, then placed inside the web service's message.
 */

export type EventDocument = 'nfe' | 'cte';

interface EventType {
  document: EventDocument;
  /** tpEvento */
  code: string;
  /** descEvento, exactly as each XSD enumerates it. */
  description: string;
}

export const EVENT_TYPES: Record<EventKind, EventType> = {
  'nfe-delivery': { document: 'nfe', code: '110130', description: 'Comprovante de Entrega da NF-e' },
  'nfe-delivery-cancel': {
    document: 'nfe',
    code: '110131',
    description: 'Cancelamento Comprovante de Entrega da NF-e',
  },
  'cte-delivery': { document: 'cte', code: '110180', description: 'Comprovante de Entrega do CT-e' },
  'cte-delivery-cancel': {
    document: 'cte',
    code: '110181',
    description: 'Cancelamento do Comprovante de Entrega do CT-e',
  },
  'cte-failure': { document: 'cte', code: '110190', description: 'Insucesso na Entrega do CT-e' },
};

export const DOCUMENT_NAMESPACES: Record<EventDocument, string> = {
  nfe: 'http://www.portalfiscal.inf.br/nfe',
  cte: 'http://www.portalfiscal.inf.br/cte',
};

/** verAplic when the caller names none (TVerAplic: 1–20 characters). */
export const DEFAULT_APP_VERSION = 'Box-canhoto-1.0';

/** Model digits of the key (positions 21–22) each document's events require. */
const MODEL: Record<EventDocument, { digits: string; name: string }> = {
  nfe: { digits: '55', name: 'NF-e (modelo 55)' },
  cte: { digits: '57', name: 'CT-e (modelo 57)' },
};

/**
 * nSeqEvento: NF-e's leiaute admits 1–20 ("[1-9]|[1][0-9]{0,1}|20"), CT-e's 1–999 ("[0-9]{1,3}"). In the Id the
 * sequence is zero-padded to what the Id's pattern leaves: NF-e "ID[0-9]{52}" = 6 + 44 + 2, CT-e "ID[0-9]{53}" =
 * 6 + 44 + 3 (the Id rule in both layouts: "ID" + tpEvento + chave + nSeqEvento).
 */
export const SEQUENCE_RULES: Record<EventDocument, { max: number; idDigits: number }> = {
  nfe: { max: 20, idDigits: 2 },
  cte: { max: 999, idDigits: 3 },
};

/** The signature's reference: infEvento's Id. */
export function eventId(kind: EventKind, accessKey: string, sequence: number): string {
  const type = EVENT_TYPES[kind];
  return `ID${type.code}${accessKey}${String(sequence).padStart(SEQUENCE_RULES[type.document].idDigits, '0')}`;
}

/** The input does not make a valid event: every problem found, in pt-BR, for the proof page and the log. */
export class EventInputError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Não foi possível montar o evento: ${problems.join('; ')}`);
    this.name = 'EventInputError';
  }
}

type XmlNode = { [name: string]: string | XmlNode | XmlNode[] };

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: false });

const PROTOCOL = /^(\d{15}|\d{17})$/;

/** Collects problems while reading the input, so one error names all of them. */
class Reader {
  readonly problems: string[] = [];

  problem(text: string): void {
    this.problems.push(text);
  }

  dateTime(value: Date | undefined, label: string): string {
    if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
      this.problem(`${label} inválida`);
      return '';
    }
    return sefazDateTime(value);
  }

  text(value: string | undefined, label: string, min: number, max: number, cut = false): string {
    let text = sefazText(value ?? '');
    if (cut) text = text.slice(0, max).trim();
    if (text.length < min || text.length > max)
      this.problem(`${label} deve ter de ${min} a ${max} caracteres`);
    return text;
  }

  protocol(value: string | undefined, label: string): string {
    const digits = (value ?? '').trim();
    if (!PROTOCOL.test(digits)) this.problem(`${label} deve ter 15 ou 17 dígitos`);
    return digits;
  }

  /** latitude and longitude, both or neither, as the layouts' element names want them. */
  place(input: DeliveryEventInput, names: [string, string]): XmlNode {
    if (!input.place) return {};
    const latitude = sefazCoordinate(input.place.latitude, 90);
    const longitude = sefazCoordinate(input.place.longitude, 180);
    if (latitude === null || longitude === null) {
      this.problem('Posição da entrega fora dos limites de latitude e longitude');
      return {};
    }
    return { [names[0]]: latitude, [names[1]]: longitude };
  }

  /** The proof image's hash and when it was taken, under the layout's element names. */
  hash(key: string, input: DeliveryEventInput, names: [string, string], required: boolean): XmlNode {
    if (!input.image || input.image.byteLength === 0) {
      if (required) this.problem('A imagem do comprovante é obrigatória');
      return {};
    }
    return {
      [names[0]]: proofHash(key, input.image),
      [names[1]]: this.dateTime(input.issuedAt, 'Data do evento'),
    };
  }

  /** CT-e's infEntrega: the NF-e keys carried, each a valid NF-e key. */
  nfeKeys(input: DeliveryEventInput): XmlNode {
    const keys = (input.deliveredNfeKeys ?? []).map(normalizeAccessKey);
    if (keys.length === 0) return {};
    if (keys.length > 2000) this.problem('No máximo 2000 NF-e por evento');
    for (const key of keys) {
      const info = validateAccessKey(key);
      if (!info.ok || info.value.model !== MODEL.nfe.digits || !/^\d{44}$/.test(key)) {
        this.problem(`Chave de NF-e entregue inválida: ${key}`);
      }
    }
    return { infEntrega: keys.map((chNFe) => ({ chNFe })) };
  }
}

/** The NF-e's detEvento (e110130 / e110131). */
function nfeDetail(kind: EventKind, key: string, input: DeliveryEventInput, read: Reader): XmlNode {
  const author = {
    descEvento: EVENT_TYPES[kind].description,
    // cOrgaoAutor: the author's state; the author is the NF-e's issuer (tpAutor 1), whose state opens the key.
    cOrgaoAutor: key.slice(0, 2),
    tpAutor: '1',
    verAplic: read.text(input.appVersion ?? DEFAULT_APP_VERSION, 'Versão do aplicativo', 1, 20),
  };
  if (kind === 'nfe-delivery-cancel') {
    return {
      '@_versao': '1.00',
      ...author,
      nProtEvento: read.protocol(input.cancels?.protocol, 'Protocolo do evento cancelado'),
    };
  }
  return {
    '@_versao': '1.00',
    ...author,
    dhEntrega: read.dateTime(input.at, 'Data da entrega'),
    nDoc: read.text(input.receiver?.document, 'Documento do recebedor', 2, 20),
    xNome: read.text(input.receiver?.name, 'Nome do recebedor', 2, 60, true),
    ...read.place(input, ['latGPS', 'longGPS']),
    ...read.hash(key, input, ['hashComprovante', 'dhHashComprovante'], true),
  };
}

/** The CT-e's event element inside detEvento (evCECTe / evCancCECTe / evIECTe). */
function cteDetail(kind: EventKind, key: string, input: DeliveryEventInput, read: Reader): XmlNode {
  const head = {
    descEvento: EVENT_TYPES[kind].description,
    nProt: read.protocol(input.documentProtocol, 'Protocolo de autorização do CT-e'),
  };
  if (kind === 'cte-delivery-cancel') {
    return {
      evCancCECTe: {
        ...head,
        nProtCE: read.protocol(input.cancels?.protocol, 'Protocolo do evento cancelado'),
      },
    };
  }
  if (kind === 'cte-delivery') {
    return {
      evCECTe: {
        ...head,
        dhEntrega: read.dateTime(input.at, 'Data da entrega'),
        nDoc: read.text(input.receiver?.document, 'Documento do recebedor', 2, 20),
        xNome: read.text(input.receiver?.name, 'Nome do recebedor', 2, 60, true),
        ...read.place(input, ['latitude', 'longitude']),
        ...read.hash(key, input, ['hashEntrega', 'dhHashEntrega'], true),
        ...read.nfeKeys(input),
      },
    };
  }
  const failure = input.failure;
  if (!failure || ![1, 2, 3, 4].includes(failure.reasonCode)) read.problem('Motivo do insucesso inválido');
  const attempt = failure?.attempt;
  if (attempt !== undefined && !(Number.isInteger(attempt) && attempt >= 1 && attempt <= 999)) {
    read.problem('Número da tentativa deve ser de 1 a 999');
  }
  return {
    evIECTe: {
      ...head,
      dhTentativaEntrega: read.dateTime(input.at, 'Data da tentativa'),
      ...(attempt === undefined ? {} : { nTentativa: String(attempt).padStart(3, '0') }),
      tpMotivo: String(failure?.reasonCode ?? ''),
      // xJustMotivo: "informar apenas para tpMotivo = 4" (evIECTe_v4.00.xsd), 15–256 characters.
      ...(failure?.reasonCode === 4
        ? { xJustMotivo: read.text(failure.reasonText, 'Justificativa do insucesso', 15, 256) }
        : {}),
      ...read.place(input, ['latitude', 'longitude']),
      ...read.hash(key, input, ['hashTentativaEntrega', 'dhHashTentativaEntrega'], false),
      ...read.nfeKeys(input),
    },
  };
}

/**
 * The unsigned event and the Id its signature references. Throws EventInputError (pt-BR problems) when the input
 * cannot make an event the layout accepts; validate.ts then checks the result against the official XSDs.
 */
export function buildEventXml(input: DeliveryEventInput): { xml: string; id: string } {
  const type = EVENT_TYPES[input.kind];
  if (!type) throw new EventInputError([`Tipo de evento desconhecido: ${String(input.kind)}`]);
  const read = new Reader();

  const key = normalizeAccessKey(input.accessKey ?? '');
  const keyInfo = validateAccessKey(key);
  if (!keyInfo.ok || !/^\d{44}$/.test(key)) read.problem('Chave de acesso inválida');
  else if (keyInfo.value.model !== MODEL[type.document].digits) {
    read.problem(`A chave de acesso não é de ${MODEL[type.document].name}`);
  }

  const cnpj = (input.authorCnpj ?? '').replace(/[.\-/\s]/g, '');
  if (!/^\d{14}$/.test(cnpj) || !isValidCnpj(cnpj)) read.problem('CNPJ do autor do evento inválido');

  const { max } = SEQUENCE_RULES[type.document];
  if (!Number.isInteger(input.sequence) || input.sequence < 1 || input.sequence > max) {
    read.problem(`Sequência do evento deve ser de 1 a ${max}`);
  }
  if (input.environment !== 'producao' && input.environment !== 'homologacao')
    read.problem('Ambiente inválido');
  const issuedAt = read.dateTime(input.issuedAt, 'Data do evento');
  if (input.at instanceof Date && input.issuedAt instanceof Date && input.issuedAt < input.at) {
    read.problem('A data do evento não pode ser anterior à da entrega');
  }

  const detail =
    type.document === 'nfe'
      ? nfeDetail(input.kind, key, input, read)
      : cteDetail(input.kind, key, input, read);
  if (read.problems.length > 0) throw new EventInputError(read.problems);

  const id = eventId(input.kind, key, input.sequence);
  const common = {
    '@_Id': id,
    // cOrgao: NF-e delivery events are received by the Ambiente Nacional (91); a CT-e event by its key's state.
    cOrgao: type.document === 'nfe' ? '91' : key.slice(0, 2),
    tpAmb: input.environment === 'producao' ? '1' : '2',
    CNPJ: cnpj,
  };
  const document: XmlNode =
    type.document === 'nfe'
      ? {
          evento: {
            '@_xmlns': DOCUMENT_NAMESPACES.nfe,
            '@_versao': '1.00',
            infEvento: {
              ...common,
              chNFe: key,
              dhEvento: issuedAt,
              tpEvento: type.code,
              nSeqEvento: String(input.sequence),
              verEvento: '1.00',
              detEvento: detail,
            },
          },
        }
      : {
          eventoCTe: {
            '@_xmlns': DOCUMENT_NAMESPACES.cte,
            '@_versao': '4.00',
            infEvento: {
              ...common,
              chCTe: key,
              dhEvento: issuedAt,
              tpEvento: type.code,
              nSeqEvento: String(input.sequence),
              detEvento: { '@_versaoEvento': '4.00', ...detail },
            },
          },
        };
  return { xml: builder.build(document) as string, id };
}

import { decodeImageDataUrl } from '../tracking/data-url';
import type { DeliveryEventInput, EventFailure, EventKind, SefazEnvironment } from './event-input';

/** What the worker reads of an event's proof and documents (event-worker-rows.ts). */
export interface ProofEventFacts {
  kind: EventKind;
  accessKey: string;
  sequence: number;
  timeFinish: Date;
  recipientName: string | null;
  recipientIdentifier: string | null;
  statusMessage: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The stored signature and first picture (`data:` URLs, usually): the image whose hash the event carries. */
  signature: string | null;
  picture: string | null;
  /** The protocol of the event a cancellation cancels. */
  cancelsProtocol: string | null;
  /** The CT-e's stored XML, where its authorisation protocol is. */
  fiscalXml: string | null;
}

export interface EventContext {
  environment: SefazEnvironment;
  /** dhEvento. */
  issuedAt: Date;
  /** Demo mode invents a CT-e's authorisation protocol when its XML does not carry one (demo keys only). */
  demo: boolean;
}

/** The 14 characters of the issuer's CNPJ in an access key (positions 7–20): the event's author. */
export const issuerCnpjOf = (accessKey: string) => accessKey.slice(6, 20);

/** nProt of the CT-e's authorisation, from its stored cteProc (protCTe/infProt/nProt). */
export function cteProtocolOf(fiscalXml: string | null): string | null {
  const match = fiscalXml ? /<(?:\w+:)?protCTe[\s\S]*?<(?:\w+:)?nProt>(\d{15,17})</.exec(fiscalXml) : null;
  return match?.[1] ?? null;
}

/** An invented authorisation protocol for a demo CT-e: authority 1 + cUF, the key's year, its number. */
const demoCteProtocol = (key: string) => `1${key.slice(0, 2)}${key.slice(2, 4)}0${key.slice(25, 34)}`;

function imageOf(facts: ProofEventFacts): Uint8Array | undefined {
  for (const stored of [facts.signature, facts.picture]) {
    const image = stored ? decodeImageDataUrl(stored) : null;
    if (image) return image.bytes;
  }
  return undefined;
}

/**
 * The failure's reason code from what the driver wrote: the three the layout names, else 4 'outros' with the
 * text (xJustMotivo needs 15 characters, so a short one is completed with what kind of failure it was).
 */
export function failureOf(message: string | null): EventFailure {
  const text = (message ?? '').trim();
  const lower = text.toLocaleLowerCase('pt-BR');
  if (/ausente|não encontrad/.test(lower)) return { reasonCode: 1 };
  if (/recus/.test(lower)) return { reasonCode: 2 };
  if (/endereço (não localizado|inexistente)/.test(lower)) return { reasonCode: 3 };
  const reason = text.length >= 15 ? text : `Entrega não realizada: ${text || 'sem motivo informado'}`;
  return { reasonCode: 4, reasonText: reason.slice(0, 256) };
}

/** The builder's input for an event of a stored proof (buildEventXml refuses what cannot make a valid event). */
export function eventInputOf(facts: ProofEventFacts, context: EventContext): DeliveryEventInput {
  const place =
    facts.latitude !== null && facts.longitude !== null
      ? { latitude: facts.latitude, longitude: facts.longitude }
      : undefined;
  const cte = facts.kind.startsWith('cte-');
  const documentProtocol = cte
    ? (cteProtocolOf(facts.fiscalXml) ?? (context.demo ? demoCteProtocol(facts.accessKey) : undefined))
    : undefined;
  const image = imageOf(facts);
  return {
    kind: facts.kind,
    accessKey: facts.accessKey,
    environment: context.environment,
    authorCnpj: issuerCnpjOf(facts.accessKey),
    sequence: facts.sequence,
    at: facts.timeFinish,
    issuedAt: context.issuedAt,
    ...(documentProtocol ? { documentProtocol } : {}),
    ...(facts.recipientName || facts.recipientIdentifier
      ? { receiver: { name: facts.recipientName ?? '', document: facts.recipientIdentifier ?? '' } }
      : {}),
    ...(place ? { place } : {}),
    ...(image ? { image } : {}),
    ...(facts.kind === 'cte-failure' ? { failure: failureOf(facts.statusMessage) } : {}),
    ...(facts.cancelsProtocol ? { cancels: { protocol: facts.cancelsProtocol } } : {}),
  };
}

/**
 * What a canhoto event is built from: plain values the product already has (the proof, its shipment's fiscal
 * document), nothing read from the database here. The layouts are cited in build-event.ts and README.md.
 */

/**
 * The SEFAZ events the product registers:
 * - 'nfe-delivery' 110130 Comprovante de Entrega da NF-e, 'nfe-delivery-cancel' 110131 its cancellation
 *   (NF-e NT 2021.001);
 * - 'cte-delivery' 110180 Comprovante de Entrega do CT-e, 'cte-delivery-cancel' 110181 its cancellation
 *   (CT-e NT 2019.001), 'cte-failure' 110190 Insucesso na Entrega do CT-e (CT-e 4.00 layout, evIECTe).
 */
export type EventKind =
  | 'nfe-delivery'
  | 'nfe-delivery-cancel'
  | 'cte-delivery'
  | 'cte-delivery-cancel'
  | 'cte-failure';

export const EVENT_KINDS: readonly EventKind[] = [
  'nfe-delivery',
  'nfe-delivery-cancel',
  'cte-delivery',
  'cte-delivery-cancel',
  'cte-failure',
];

/** tpAmb: 1 produção, 2 homologação. */
export type SefazEnvironment = 'producao' | 'homologacao';

/** The person who took the goods, as the proof records them. */
export interface EventReceiver {
  /** xNome: 2–60 characters (a longer name is cut at 60, the layout's limit). */
  name: string;
  /** nDoc: the document shown (CPF, RG...), 2–20 characters, kept as typed. */
  document: string;
}

/** Where the driver stood (the proof's position): WGS 84 degrees, written with the layout's 6 decimals. */
export interface EventPlace {
  latitude: number;
  longitude: number;
}

/**
 * tpMotivo of a failed delivery (evIECTe): 1 recebedor não encontrado, 2 recusa do recebedor, 3 endereço
 * inexistente, 4 outros (then a justification of 15–256 characters is required).
 */
export type FailureReasonCode = 1 | 2 | 3 | 4;

export interface EventFailure {
  reasonCode: FailureReasonCode;
  /** xJustMotivo: required for reason 4 (15–256 characters), not sent for the others. */
  reasonText?: string;
  /** nTentativa: which attempt this was (1–999), when known. */
  attempt?: number;
}

export interface DeliveryEventInput {
  kind: EventKind;
  /** The NF-e (model 55) or CT-e (model 57) access key, 44 digits; spaces and dots are dropped. */
  accessKey: string;
  environment: SefazEnvironment;
  /**
   * The event's author, whose certificate signs it: for NF-e the NF-e's issuer (the layout's tpAutor admits only
   * 1, "Empresa Emitente"); for CT-e the CT-e's issuer, the carrier. 14 digits.
   */
  authorCnpj: string;
  /** nSeqEvento: 1 for the first event of this type on the document; NF-e admits 1–20, CT-e 1–999. */
  sequence: number;
  /** The delivery (dhEntrega) or the failed attempt (dhTentativaEntrega). */
  at: Date;
  /**
   * When the event is made (dhEvento), also when the proof's hash is taken (dhHash...). Passed in so the builder
   * stays pure; SEFAZ refuses an event dated in its future.
   */
  issuedAt: Date;
  /** CT-e only: nProt, the protocol that authorised the CT-e (15 or 17 digits). */
  documentProtocol?: string;
  /** Required for deliveries. */
  receiver?: EventReceiver;
  place?: EventPlace;
  /**
   * The proof image the product stores (the signature or the photo), its bytes as stored: what the hash is taken
   * of. Required for deliveries, optional for a failed attempt.
   */
  image?: Uint8Array;
  /** Required for 'cte-failure'. */
  failure?: EventFailure;
  /** Required for cancellations: the protocol SEFAZ gave the event being cancelled (nProtEvento / nProtCE). */
  cancels?: { protocol: string };
  /** CT-e deliveries and failures: the NF-e keys carried (infEntrega/chNFe, at most 2000), when known. */
  deliveredNfeKeys?: readonly string[];
  /** NF-e only: verAplic, the application that wrote the event. */
  appVersion?: string;
}

import { buildAccessKey } from '@box/core/rules';
import type { DeliveryEventInput, EventKind } from './event-input';

/**
 * Valid inputs of every event kind, for the canhoto tests (the builder's, the validator's and the fake SEFAZ's).
 * Keys are built with core's buildAccessKey, so their check digits are right; CNPJ 11.222.333/0001-81 is the
 * textbook valid CNPJ, no one's.
 */

export const AUTHOR_CNPJ = '11222333000181';
export const NFE_KEY = buildAccessKey({
  uf: 35,
  year: 2026,
  month: 11,
  cnpj: AUTHOR_CNPJ,
  model: '55',
  number: 4321,
});
export const CTE_KEY = buildAccessKey({
  uf: 41,
  year: 2026,
  month: 11,
  cnpj: AUTHOR_CNPJ,
  model: '57',
  number: 987,
});

/** A 1×1 transparent PNG: a real image's bytes. */
export const PROOF_IMAGE = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);

const common = {
  environment: 'homologacao',
  authorCnpj: AUTHOR_CNPJ,
  sequence: 1,
  at: new Date('2026-11-20T17:30:00Z'),
  issuedAt: new Date('2026-11-20T17:42:05Z'),
  receiver: { name: 'Maria das Graças Souza', document: '123.456.789-09' },
  place: { latitude: -23.5505199, longitude: -46.6333081 },
  image: PROOF_IMAGE,
} as const;

export const EVENT_INPUTS: Record<EventKind, DeliveryEventInput> = {
  'nfe-delivery': { ...common, kind: 'nfe-delivery', accessKey: NFE_KEY },
  'nfe-delivery-cancel': {
    ...common,
    kind: 'nfe-delivery-cancel',
    accessKey: NFE_KEY,
    cancels: { protocol: '891260000012345' },
  },
  'cte-delivery': {
    ...common,
    kind: 'cte-delivery',
    accessKey: CTE_KEY,
    documentProtocol: '141260000054321',
    deliveredNfeKeys: [NFE_KEY],
  },
  'cte-delivery-cancel': {
    ...common,
    kind: 'cte-delivery-cancel',
    accessKey: CTE_KEY,
    documentProtocol: '141260000054321',
    cancels: { protocol: '141260000054399' },
  },
  'cte-failure': {
    ...common,
    kind: 'cte-failure',
    accessKey: CTE_KEY,
    documentProtocol: '141260000054321',
    failure: { reasonCode: 4, reasonText: 'Portaria fechada no horário combinado', attempt: 2 },
  },
};

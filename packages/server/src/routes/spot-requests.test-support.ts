// Bodies for POST /spot/estimate and POST /spots, built the way the wizard builds them (core's
// buildEstimateRequest / buildNewSpotCommand), so the API tests exercise the real client contract.
import { buildEstimateRequest, buildNewSpotCommand, type SpotRequestDraft } from '@box/core/rules';
import {
  type Merchandise,
  PriceEstimate,
  type TrackingRecipient,
  type Warehouse,
  WarehousesResponse,
} from '@box/core/schemas';
import { testMerchandise, testSpotDraft } from '@box/core/testing';
import * as v from 'valibot';
import type { Agent } from '../test/harness';

/** A customer's finance info on file (set on a demo account by tests that place spots: a spot needs it). */
export const FINANCE_INFO_ON_FILE = {
  cnpj: '24681357000100',
  billingPostalCode: '01310200',
  billingNumber: '1000',
  financeName: 'Setor Financeiro',
  financeEmail: 'financeiro@loja.example',
  financePhone: '(11) 3456-7890',
};

export interface Address {
  postalCode: string;
  thoroughfare: string;
  number: string;
  neighborhood: string;
  locality: string;
  state: string;
  latitude: number;
  longitude: number;
}

export const PAULISTA: Address = {
  postalCode: '01310200',
  thoroughfare: 'Avenida Paulista',
  number: '1578',
  neighborhood: 'Bela Vista',
  locality: 'São Paulo',
  state: 'SP',
  latitude: -23.5614,
  longitude: -46.6559,
};
export const PRACA_DA_SE: Address = {
  postalCode: '01001000',
  thoroughfare: 'Praça da Sé',
  number: '100',
  neighborhood: 'Sé',
  locality: 'São Paulo',
  state: 'SP',
  latitude: -23.5503,
  longitude: -46.6339,
};
export const CAMPINAS: Address = {
  postalCode: '13015904',
  thoroughfare: 'Avenida Francisco Glicério',
  number: '1000',
  neighborhood: 'Centro',
  locality: 'Campinas',
  state: 'SP',
  latitude: -22.9056,
  longitude: -47.0608,
};

/** A ready row at `address` (core's one spot-request fixture, placed). */
export function merchandise(
  code: string,
  address: Address,
  trackingRecipients: TrackingRecipient[] = [],
): Merchandise {
  return testMerchandise(code, { address: { ...address, complement: null }, trackingRecipients });
}

/** The first of the agent's customer's warehouses (GET /customers/warehouses). */
export async function firstWarehouseOf(agent: Agent): Promise<Warehouse> {
  const response = await agent.get('/jade/api/customers/warehouses');
  if (response.status !== 200) throw new Error(`warehouses: ${response.status}`);
  const [warehouse] = v.parse(WarehousesResponse, await response.json());
  if (!warehouse) throw new Error('the demo customer has no warehouse');
  return warehouse;
}

/** The API tests' request: two rows from `warehouse` in a Fiorino, now, 120 kg, without a goods value. */
export function draft(warehouse: Warehouse, overrides: Partial<SpotRequestDraft> = {}): SpotRequestDraft {
  return testSpotDraft({
    warehouse,
    merchandises: [merchandise('NF000101', PAULISTA), merchandise('NF000102', PRACA_DA_SE)],
    scheduledFor: null,
    vehicle: { type: 'FIORINO', bodyTypes: [], extras: [] },
    driverAssistantsCount: 0,
    totalWeightInKilograms: 120,
    merchandisesTotalPrice: null,
    ...overrides,
  });
}

export const estimateBody = buildEstimateRequest;

export async function estimate(agent: Agent, body: unknown): Promise<PriceEstimate> {
  const response = await agent.post('/jade/api/spot/estimate', { json: body });
  if (response.status !== 200) throw new Error(`estimate: ${response.status} ${await response.text()}`);
  return v.parse(PriceEstimate, await response.json());
}

/** Quotes a draft and builds the spot command that accepts the quote. */
export async function quotedCommand(agent: Agent, spot: SpotRequestDraft, externalId: string | null = null) {
  const quote = await estimate(agent, buildEstimateRequest(spot));
  return { estimate: quote, command: buildNewSpotCommand(spot, { estimate: quote, externalId }) };
}

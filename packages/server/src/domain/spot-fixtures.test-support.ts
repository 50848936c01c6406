// A parsed spot command and its estimate request for the domain unit tests, built as the wizard builds them.
import { buildEstimateRequest, buildNewSpotCommand } from '@box/core/rules';
import { EstimateRequest, NewSpotCommand, type PriceEstimate, type Warehouse } from '@box/core/schemas';
import * as v from 'valibot';
import { draft, merchandise, PAULISTA, PRACA_DA_SE } from '../routes/spot-requests.test-support';

export const WAREHOUSE: Warehouse = {
  id: 7,
  name: 'CD Barra Funda',
  address: {
    address: 'Avenida Marquês de São Vicente',
    cep: '01139-002',
    number: '2000',
    neighborhood: 'Barra Funda',
    city: 'São Paulo',
    state: 'SP',
    complement: null,
  },
  latitude: -23.519,
  longitude: -46.67,
  opening_time: '08:00',
  closing_time: '18:00',
  responsible_name: 'Rita',
  phone: null,
  responsible_email: null,
  delivery_instructions: null,
  pickup_instructions: 'Doca 3',
};

export const ESTIMATE: PriceEstimate = {
  freightPrice: 100,
  distanceInKm: 12.34,
  driverAssistantsPrice: 0,
  tollPrice: 1.5,
  driverTollPrice: 1.5,
  adValoremPrice: 0,
  priceComponents: [],
  netPrice: 101.5,
  grossPrice: 115.62,
  taxes: { PIS_COFINS: 9.25, ISS: 5 },
  totalTaxes: 14.25,
  discounts: [],
  priceEstimatedAt: '2026-03-10T13:00:00.000Z',
  quotationId: '42',
};

export const spotDraft = (overrides: Parameters<typeof draft>[1] = {}) =>
  draft(WAREHOUSE, {
    merchandises: [
      merchandise('NF1', PAULISTA, [{ email: 'a@loja.example', phone: null }]),
      merchandise('NF2', PRACA_DA_SE),
      merchandise('NF3', PAULISTA),
    ],
    ...overrides,
  });

export const commandOf = (spot = spotDraft(), estimate = ESTIMATE) =>
  v.parse(NewSpotCommand, buildNewSpotCommand(spot, { estimate, externalId: null }));

export const requestOf = (spot = spotDraft()) => v.parse(EstimateRequest, buildEstimateRequest(spot));

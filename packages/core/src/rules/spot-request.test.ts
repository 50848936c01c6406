import * as v from 'valibot';
import type { Merchandise } from '../schemas/merchandise';
import { EstimateRequest, NewSpotCommand, type PriceEstimate } from '../schemas/spots';
import type { RoundTrip } from '../schemas/warehouses';
import { testAccessKey, testFiscalDocument, testMerchandise, testSpotDraft } from '../testing/spot-request';
import {
  buildEstimateRequest,
  buildNewSpotCommand,
  buildSpotRoute,
  merchandiseAccessKey,
  ROUND_TRIP_PLACE_ID,
  SpotRequestIncompleteError,
} from './spot-request';

const nfe = testAccessKey(77);
const cte = testAccessKey(78, '57');
const merchandise = testMerchandise;
const withDocument = (key: string, code: string): Merchandise =>
  merchandise(code, { fiscalDocument: testFiscalDocument(key, code) });

const roundTrip: RoundTrip = {
  isRoundTrip: true,
  trackingCode: 'ROTA-CIRCULAR',
  address: {
    address: 'Rua Augusta',
    cep: '01305-000',
    number: '500',
    neighborhood: 'Consolação',
    city: 'São Paulo',
    state: 'SP',
    complement: 'Loja 2',
  },
  latitude: -23.553,
  longitude: -46.653,
  opening_time: null,
  closing_time: null,
  delivery_instructions: 'Devolver canhotos',
};

const draft = testSpotDraft;

const estimate: PriceEstimate = {
  freightPrice: 120.5,
  distanceInKm: 12.345,
  driverAssistantsPrice: 40,
  tollPrice: 0,
  driverTollPrice: 0,
  adValoremPrice: 4.5,
  priceComponents: [],
  netPrice: 165,
  grossPrice: 190.1,
  taxes: { PIS_COFINS: 15.2, ICMS: 9.9 },
  totalTaxes: 25.1,
  discounts: [],
  priceEstimatedAt: '2026-11-22T12:00:00.000Z',
  quotationId: 'q-123',
};

describe('buildEstimateRequest', () => {
  it('sends a delivery from the warehouse to each stop, valid for the core schema', () => {
    const body = v.parse(EstimateRequest, buildEstimateRequest(draft()));
    expect(body.loadingPlace).toMatchObject({
      id: 'warehouse-7',
      isCustomerWarehouse: true,
      address: {
        postalCode: '01001000',
        thoroughfare: 'Praça da Sé',
        locality: 'São Paulo',
        contact: 'Ana Souza · (11) 3456-7890',
      },
      geolocation: { latitude: -23.5503, longitude: -46.6339 },
      timeWindow: { start: '08:00', end: '18:00' },
      instructions: 'Retirar no balcão',
    });
    expect(body.unloadingPlace).toBeNull();
    expect(body.isRoundTrip).toBe(false);
    expect(body.places.map((p) => [p.id, p.address.postalCode, p.address.number])).toEqual([
      ['place-1', '01310100', '1578'],
      ['place-2', '01310100', '2000'],
    ]);
    expect(body).toMatchObject({
      vehicle: 'VAN',
      vehicleConfig: { type: 'VAN', extras: ['ELEVATOR'] },
      serviceType: 'DELIVERY',
      scheduledFor: '2026-11-24 09:00:00',
      driverAssistantsCount: 1,
      calculateToll: true,
      merchandisesTotalPrice: 1500,
      notes: '',
    });
  });

  it('names the addressee of the fiscal document on its stop', () => {
    const body = buildEstimateRequest(draft());
    expect(body.places[0]?.addressee).toEqual({
      name: 'Padaria Pão Quente Ltda',
      phoneNumber: '11999990000',
      nationalDocumentNumber: '11222333000181',
      isLegalPerson: true,
    });
    expect(body.places[1]?.addressee).toBeNull();
  });

  it('unloads a pickup at the warehouse with its delivery instructions', () => {
    const body = v.parse(EstimateRequest, buildEstimateRequest(draft({ serviceType: 'PICKUP', roundTrip })));
    expect(body.loadingPlace).toBeNull();
    expect(body.unloadingPlace).toMatchObject({ id: 'warehouse-7', instructions: 'Descarga pela doca 2' });
    // A round trip only exists for deliveries.
    expect(body.isRoundTrip).toBe(false);
  });

  it('ends a delivery with a round trip at the round-trip place', () => {
    const body = v.parse(EstimateRequest, buildEstimateRequest(draft({ roundTrip })));
    expect(body.isRoundTrip).toBe(true);
    expect(body.unloadingPlace).toMatchObject({
      id: ROUND_TRIP_PLACE_ID,
      address: { postalCode: '01305000', thoroughfare: 'Rua Augusta', complement: 'Loja 2' },
      geolocation: { latitude: -23.553, longitude: -46.653 },
      timeWindow: null,
      instructions: 'Devolver canhotos',
    });
  });

  it('ignores an unchecked round trip', () => {
    const body = buildEstimateRequest(draft({ roundTrip: { ...roundTrip, isRoundTrip: false } }));
    expect(body.isRoundTrip).toBe(false);
    expect(body.unloadingPlace).toBeNull();
  });

  it('sends the time window only when both ends are set', () => {
    const rows = [
      merchandise('A', { timeWindow: { start: '09:00', end: '12:00' }, instructions: 'Portão azul' }),
      merchandise('B', {
        timeWindow: { start: '09:00', end: '' },
        address: { ...merchandise('x').address, number: '9' },
      }),
    ];
    const body = v.parse(EstimateRequest, buildEstimateRequest(draft({ merchandises: rows })));
    expect(body.places.map((p) => [p.timeWindow, p.instructions])).toEqual([
      [{ start: '09:00', end: '12:00' }, 'Portão azul'],
      [null, null],
    ]);
  });

  it('refuses a row without coordinates', () => {
    const lost = merchandise('LOST', {
      address: { ...merchandise('x').address, latitude: null, longitude: null },
    });
    expect(() => buildEstimateRequest(draft({ merchandises: [lost] }))).toThrow(SpotRequestIncompleteError);
    expect(() => buildEstimateRequest(draft({ roundTrip: { ...roundTrip, latitude: null } }))).toThrow(
      'O local de retorno não tem coordenadas.',
    );
  });
});

describe('buildSpotRoute', () => {
  it('makes one stop of rows for the same door and window, keeping their instructions', () => {
    const rows = [
      merchandise('A', { instructions: 'Portão azul' }),
      merchandise('B', { instructions: 'Falar com Rita' }),
      merchandise('C', { instructions: 'Portão azul' }),
    ];
    const route = buildSpotRoute(draft({ merchandises: rows }));
    expect(route.places).toHaveLength(1);
    expect(route.places[0]?.instructions).toBe('Portão azul / Falar com Rita');
    expect(route.transportations).toHaveLength(1);
    expect(route.transportations[0]?.shipments.map((s) => s.id)).toEqual(['A', 'B', 'C']);
  });

  it('keeps rows apart when their windows differ', () => {
    const rows = [merchandise('A'), merchandise('B', { timeWindow: { start: '13:00', end: '15:00' } })];
    expect(buildSpotRoute(draft({ merchandises: rows })).places).toHaveLength(2);
  });

  it('points each pickup shipment from its stop to the warehouse', () => {
    const route = buildSpotRoute(draft({ serviceType: 'PICKUP' }));
    expect(route.transportations.map((t) => [t.origin.id, t.destination.id])).toEqual([
      ['place-1', 'warehouse-7'],
      ['place-2', 'warehouse-7'],
    ]);
    expect(route.transportations[0]?.shipments[0]).toMatchObject({
      originPlaceId: 'place-1',
      destinationPlaceId: 'warehouse-7',
    });
  });
});

describe('merchandiseAccessKey', () => {
  it('takes the fiscal document key, or a code that is itself a valid key', () => {
    expect(merchandiseAccessKey(withDocument(nfe, '77'))).toBe(nfe);
    expect(merchandiseAccessKey(merchandise(cte))).toBe(cte);
    expect(merchandiseAccessKey(merchandise('PED-1'))).toBeNull();
    const broken = `${nfe.slice(0, 43)}${(Number(nfe[43]) + 1) % 10}`;
    expect(merchandiseAccessKey(merchandise(broken))).toBeNull();
  });
});

describe('buildNewSpotCommand', () => {
  it('builds a command the core schema accepts, with the quote as 2-decimal strings', () => {
    const command = v.parse(
      NewSpotCommand,
      buildNewSpotCommand(draft({ roundTrip }), { estimate, externalId: '  PED-9  ' }),
    );
    expect(command.quote).toEqual({
      price: '190.10',
      tollPrice: '0.00',
      driverTollPrice: '0.00',
      distance: '12.35',
      quotationId: 'q-123',
    });
    expect(command).toMatchObject({
      vehicle: { type: 'VAN', bodyTypes: ['BAU'], extras: ['ELEVATOR'] },
      totalWeightInKilograms: 300,
      externalId: 'PED-9',
      isRoundTrip: true,
      serviceType: 'DELIVERY',
      scheduledFor: '2026-11-24 09:00:00',
      driverAssistantsCount: 1,
      priceEstimatedAt: '2026-11-22T12:00:00.000Z',
      merchandisesTotalPrice: 1500,
    });
    expect(command.unloadingPlace?.id).toBe(ROUND_TRIP_PLACE_ID);
  });

  it('lists the access keys and names each shipment’s document kind', () => {
    const rows = [
      withDocument(nfe, '77'),
      merchandise(cte),
      merchandise('PED-3', { address: { ...merchandise('x').address, number: '1' } }),
    ];
    const command = v.parse(
      NewSpotCommand,
      buildNewSpotCommand(draft({ merchandises: rows }), { estimate, externalId: null }),
    );
    expect(command.documents).toEqual([nfe, cte]);
    const shipments = command.transportations.flatMap((t) => t.shipments);
    expect(shipments.map((s) => [s.code, s.accessKey, s.document])).toEqual([
      ['77', nfe, 'NF-e'],
      [cte, cte, 'CT-e'],
      ['PED-3', null, null],
    ]);
    expect(command.externalId).toBeNull();
  });

  it('carries each shipment’s tracking recipients', () => {
    const rows = [
      merchandise('A', {
        trackingRecipients: [
          { email: 'rita@cliente.example', phone: null },
          { email: null, phone: '11988887777' },
        ],
      }),
    ];
    const command = v.parse(
      NewSpotCommand,
      buildNewSpotCommand(draft({ merchandises: rows }), { estimate, externalId: null }),
    );
    expect(command.transportations[0]?.shipments[0]).toMatchObject({
      trackingRecipients: [
        { email: 'rita@cliente.example', phone: null },
        { email: null, phone: '11988887777' },
      ],
    });
  });

  it('sends NOW as a null schedule and no weight when none was given', () => {
    const command = v.parse(
      NewSpotCommand,
      buildNewSpotCommand(
        draft({ scheduledFor: null, totalWeightInKilograms: null, merchandisesTotalPrice: null }),
        {
          estimate,
          externalId: '',
        },
      ),
    );
    expect(command.scheduledFor).toBeNull();
    expect(command.totalWeightInKilograms).toBeNull();
    expect(command.merchandisesTotalPrice).toBeNull();
    expect(command.externalId).toBeNull();
  });
});

import * as v from 'valibot';
import type { FilledShipment } from '../schemas/batch';
import { BatchSpot, type Place } from '../schemas/spots';
import { buildAccessKey } from './access-key';
import { BATCH_NAMED_WAREHOUSE_PLACE_ID, buildBatchSpot } from './batch-spot';
import { SpotRequestIncompleteError } from './spot-request';
import { groupSuperBatchLines, readSuperBatchSheet } from './super-batch';

const KEY = buildAccessKey({ cnpj: '12345678000195', number: 77 });

const place = (code: string, number: string, latitude = -23.56): Place => ({
  id: code,
  isCustomerWarehouse: false,
  address: {
    postalCode: '01310100',
    thoroughfare: 'Avenida Paulista',
    number,
    neighborhood: 'Bela Vista',
    locality: 'São Paulo',
    state: 'SP',
    complement: null,
    contact: null,
  },
  geolocation: { latitude, longitude: -46.65 },
  timeWindow: null,
  instructions: null,
  addressee: null,
});

const sheetRow = (code: string, number: string, weight: string, obs: string, value: string) =>
  [
    code,
    '01310100',
    number,
    obs,
    '0',
    'Admin@Box.example',
    'fiorino',
    '23/11/2026 08:00',
    '',
    'LOTE-7',
    weight,
    ' Base Leopoldina ',
    '',
    value,
  ].join('\t');

function group() {
  const text = [
    sheetRow('a1', '10', '2,5', 'Portaria', '100,10'),
    sheetRow('a2', '10', '3', 'Tocar 2x', ''),
    sheetRow(KEY, '20', '', '', '50,20'),
  ].join('\n');
  const [first] = groupSuperBatchLines(readSuperBatchSheet(text));
  if (!first) throw new Error('no group');
  return first;
}

const filled: Record<string, FilledShipment> = {
  A1: { code: 'A1', place: place('A1', '10'), fiscalDocument: null, error: null },
  A2: { code: 'A2', place: place('A2', '10'), fiscalDocument: null, error: null },
  [KEY]: { code: KEY, place: place(KEY, '20', -23.57), fiscalDocument: null, error: null },
};
const NOW = new Date('2026-11-20T12:00:00Z');

describe('buildBatchSpot', () => {
  it('makes one delivery of the group with the batch defaults of SPEC §9, valid for the server', () => {
    const body = buildBatchSpot(group(), (code) => filled[code], NOW);
    expect(v.safeParse(BatchSpot, body).issues).toBeUndefined();
    expect(body).toMatchObject({
      notes: 'Solicitado em lote',
      quote: { price: '0.00', tollPrice: '0.00', driverTollPrice: '0.00', distance: '0.00' },
      isRoundTrip: false,
      serviceType: 'DELIVERY',
      // 2,5 + 3 kg, rounded up to whole kilograms as the order's weight is
      totalWeightInKilograms: 6,
      merchandisesTotalPrice: 150.3,
      externalId: 'LOTE-7',
      vehicle: { type: 'FIORINO', bodyTypes: [], extras: [] },
      scheduledFor: '2026-11-23 08:00:00',
      driverAssistantsCount: 0,
      customerId: 0,
      userEmail: 'admin@box.example',
      warehouseName: 'Base Leopoldina',
      loadingPlace: null,
      unloadingPlace: null,
      priceEstimatedAt: NOW.toISOString(),
      documents: [KEY],
    });
  });

  it('makes one stop per door, with the rows instructions, its origin left to the server', () => {
    const body = buildBatchSpot(group(), (code) => filled[code], NOW);
    expect(
      body.transportations.map((t) => [
        t.origin,
        t.destination.id,
        t.destination.address.number,
        t.destination.instructions,
        t.shipments.map((s) => [s.code, s.originPlaceId, s.destinationPlaceId, s.document]),
      ]),
    ).toEqual([
      [
        null,
        'place-1',
        '10',
        'Portaria / Tocar 2x',
        [
          ['A1', BATCH_NAMED_WAREHOUSE_PLACE_ID, 'place-1', null],
          ['A2', BATCH_NAMED_WAREHOUSE_PLACE_ID, 'place-1', null],
        ],
      ],
      [null, 'place-2', '20', null, [[KEY, BATCH_NAMED_WAREHOUSE_PLACE_ID, 'place-2', 'NF-e']]],
    ]);
  });

  it('refuses a row without a place', () => {
    expect(() => buildBatchSpot(group(), (code) => (code === 'A2' ? undefined : filled[code]), NOW)).toThrow(
      SpotRequestIncompleteError,
    );
  });
});

import * as v from 'valibot';
import { buildAccessKey } from '../rules/access-key';
import { BatchSpot, EstimateRequest, NewSpotCommand, type Place, SpotsConfig } from './spots';

const place = (id: string, isCustomerWarehouse = false): Place => ({
  id,
  isCustomerWarehouse,
  address: {
    postalCode: '01310100',
    thoroughfare: 'Avenida Paulista',
    number: '1578',
    neighborhood: 'Bela Vista',
    locality: 'São Paulo',
    state: 'SP',
    complement: null,
    contact: null,
  },
  geolocation: { latitude: -23.56, longitude: -46.65 },
  timeWindow: { start: '08:00', end: '18:00' },
  instructions: null,
  addressee: null,
});

const key = buildAccessKey({ cnpj: '12345678000195', number: 77 });

const command = () => ({
  vehicle: { type: 'VAN', bodyTypes: [], extras: [] },
  totalWeightInKilograms: 300,
  notes: '',
  isRoundTrip: false,
  externalId: 'PED-1',
  loadingPlace: place('wh', true),
  unloadingPlace: null,
  documents: [key],
  quote: {
    price: '150.00',
    tollPrice: '0.00',
    driverTollPrice: '0.00',
    distance: '12.40',
    quotationId: 'q1',
  },
  serviceType: 'DELIVERY',
  scheduledFor: '2026-03-11 06:00:00',
  driverAssistantsCount: 1,
  priceEstimatedAt: '2026-03-10T17:00:00.000Z',
  transportations: [
    {
      origin: place('wh', true),
      destination: place('p1'),
      shipments: [
        {
          id: 's1',
          originPlaceId: 'wh',
          destinationPlaceId: 'p1',
          accessKey: key,
          code: key,
          document: 'NF-e',
        },
      ],
    },
  ],
  merchandisesTotalPrice: null,
});

const issues = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('NewSpotCommand', () => {
  it('accepts a delivery from the warehouse', () => {
    expect(issues(NewSpotCommand, command())).toEqual([]);
  });

  it('needs 2-decimal quote strings', () => {
    expect(issues(NewSpotCommand, { ...command(), quote: { ...command().quote, price: '150.5' } })).toEqual([
      'valor deve ter 2 casas decimais',
    ]);
  });

  it('checks codes, access keys and external ids with the pt-BR rule texts', () => {
    const bad = command();
    bad.transportations[0]!.shipments[0]!.code = 'AÇÃO';
    bad.transportations[0]!.shipments[0]!.accessKey = `${key.slice(0, 43)}${(Number(key[43]) + 1) % 10}`;
    bad.externalId = 'x'.repeat(81);
    expect(issues(NewSpotCommand, bad)).toEqual(
      expect.arrayContaining([
        'Código inválido',
        'Chave de acesso inválida',
        'O código externo deve ter no máximo 80 caracteres.',
      ]),
    );
  });

  it('keeps the places consistent with the service type', () => {
    expect(issues(NewSpotCommand, { ...command(), loadingPlace: null })).toEqual([
      'Locais de carga e descarga não combinam com o tipo de serviço.',
    ]);
    expect(issues(NewSpotCommand, { ...command(), isRoundTrip: true })).toHaveLength(1);
    expect(issues(NewSpotCommand, { ...command(), isRoundTrip: true, unloadingPlace: place('rt') })).toEqual(
      [],
    );
    expect(
      issues(NewSpotCommand, {
        ...command(),
        serviceType: 'PICKUP',
        loadingPlace: null,
        unloadingPlace: place('wh', true),
      }),
    ).toEqual([]);
  });

  it('needs shipments to point at their transportation places', () => {
    const bad = command();
    bad.transportations[0]!.shipments[0]!.destinationPlaceId = 'elsewhere';
    expect(issues(NewSpotCommand, bad)).toEqual([
      'Remessa com locais de origem/destino diferentes do transporte',
    ]);
  });

  it('carries tracking recipients with each shipment, none when absent', () => {
    const parsed = v.parse(NewSpotCommand, command());
    expect(parsed.transportations[0]!.shipments[0]!.trackingRecipients).toEqual([]);

    const withRecipients = command();
    Object.assign(withRecipients.transportations[0]!.shipments[0]!, {
      trackingRecipients: [
        { email: 'cliente@loja.example', phone: null },
        { email: null, phone: '(11) 91234-5678' },
        { email: 'outro@loja.example', phone: '11912345678' },
      ],
    });
    expect(
      v.parse(NewSpotCommand, withRecipients).transportations[0]!.shipments[0]!.trackingRecipients,
    ).toHaveLength(3);
  });

  it.each([
    [{ email: null, phone: null }],
    [{ email: 'sem-arroba', phone: null }],
    [{ email: null, phone: '1234' }],
    [{ email: 'ok@loja.example', phone: 'telefone' }],
  ])('refuses the tracking recipient %j', (recipient) => {
    const bad = command();
    Object.assign(bad.transportations[0]!.shipments[0]!, { trackingRecipients: [recipient] });
    expect(issues(NewSpotCommand, bad)).toEqual([
      'Destinatário do rastreio precisa de um e-mail ou telefone válido.',
    ]);
  });

  it('rejects a time window that ends before it starts', () => {
    const bad = command();
    bad.transportations[0]!.destination.timeWindow = { start: '18:00', end: '08:00' };
    expect(issues(NewSpotCommand, bad)).toEqual(['O horário final do agendamento deve ser após o inicial']);
  });
});

describe('BatchSpot', () => {
  const batch = () => {
    const base = command();
    return {
      ...base,
      loadingPlace: null,
      transportations: base.transportations.map((t) => ({ ...t, origin: null })),
      declaredDistanceInKm: 12,
      customerId: 0,
      userId: null,
      userEmail: 'ana@mercado.example',
      warehouseName: 'CD Centro',
      integrationId: null,
    };
  };

  it('lets the server resolve the warehouse and user by name and e-mail', () => {
    expect(issues(BatchSpot, batch())).toEqual([]);
  });

  it('takes the warehouse as the loading place instead, origins as in a spot', () => {
    expect(issues(BatchSpot, { ...batch(), ...command(), warehouseName: null, customerId: 3154 })).toEqual(
      [],
    );
  });

  it('needs a warehouse and a user one way or the other', () => {
    expect(issues(BatchSpot, { ...batch(), warehouseName: ' ' })).toEqual([
      'Informe o armazém: pelo nome, ou como local de carga de cada transporte.',
    ]);
    expect(issues(BatchSpot, { ...batch(), loadingPlace: place('wh', true) })).toHaveLength(1);
    expect(issues(BatchSpot, { ...batch(), userEmail: null })).toEqual(['Informe o usuário.']);
  });

  it('takes any vehicle type the sheet names (the server prices it or refuses), but only deliveries', () => {
    expect(
      issues(BatchSpot, { ...batch(), vehicle: { type: 'CAMINHAO', bodyTypes: [], extras: [] } }),
    ).toEqual([]);
    expect(issues(BatchSpot, { ...batch(), vehicle: { type: ' ', bodyTypes: [], extras: [] } })).toEqual([
      'Informe o tipo de veículo.',
    ]);
    expect(issues(BatchSpot, { ...batch(), serviceType: 'PICKUP' })).toHaveLength(1);
    expect(issues(BatchSpot, { ...batch(), customerId: -1 })).toHaveLength(1);
    expect(issues(BatchSpot, { ...batch(), customerId: 2 ** 31 })).toEqual(['Número de cliente inválido.']);
    expect(issues(BatchSpot, { ...batch(), declaredDistanceInKm: 1e6 })).toEqual([
      'Distância declarada acima de 10.000 km.',
    ]);
    expect(issues(BatchSpot, { ...batch(), merchandisesTotalPrice: 1e12 })).toEqual([
      'Valor das mercadorias acima de R$ 1.000.000.000,00.',
    ]);
  });
});

describe('EstimateRequest', () => {
  it('needs calculateToll true and at least one place', () => {
    const request = {
      vehicle: 'VAN',
      vehicleConfig: { type: 'VAN', extras: [] },
      notes: '',
      isRoundTrip: false,
      loadingPlace: place('wh', true),
      unloadingPlace: null,
      places: [place('p1')],
      serviceType: 'DELIVERY',
      scheduledFor: null,
      driverAssistantsCount: 0,
      calculateToll: true,
      merchandisesTotalPrice: 1000,
    };
    expect(issues(EstimateRequest, request)).toEqual([]);
    expect(issues(EstimateRequest, { ...request, calculateToll: false })).toHaveLength(1);
    expect(issues(EstimateRequest, { ...request, places: [] })).toEqual(['Nenhuma mercadoria.']);
  });
});

describe('SpotsConfig', () => {
  it('fills the spec defaults', () => {
    expect(v.parse(SpotsConfig, { immediate_booking_available: true, service_available: 'ok' })).toEqual({
      min_advance_booking_time_minutes: 45,
      immediate_booking_available: true,
      pode_solicitar_rotas: true,
      block_details: null,
      service_available: 'ok',
    });
  });
});

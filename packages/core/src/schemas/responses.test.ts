import * as v from 'valibot';
import { BillingSummary, OrderDetails } from './billing';
import { FiscalDocument } from './fiscal-documents';
import { Merchandise } from './merchandise';
import { ProofOfDelivery } from './pods';
import { PriceEstimate, Vehicle } from './spots';
import { OrderTracking, ShipmentTracking } from './tracking';

const at = '2026-03-10T17:05:00.000Z';
const point = { latitude: -23.56, longitude: -46.65 };

const ok = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? 'ok' : v.summarize(result.issues);
};

describe('response schemas accept what the pages need', () => {
  it('billing summary and order details', () => {
    expect(
      ok(BillingSummary, {
        byVehicleType: [
          { vehicleType: 'VAN', ordersCount: 2, averagePrice: 150, totalPrice: 300, taxes: 27.75 },
        ],
        taxes: [{ id: 'ICMS', name: 'ICMS', value: 27.75 }],
        taxTotalPrice: 27.75,
        total: 300,
      }),
    ).toBe('ok');
    expect(
      ok(OrderDetails, {
        orderId: 42,
        freightPrice: 120,
        netPrice: 140,
        grossPrice: 160,
        taxes: { PIS_COFINS: 12, ICMS: 8 },
        charges: [{ type: 104, typeLabel: 'Pedágio(s)', description: null, price: 20, notes: null }],
        stops: [
          {
            address: { thoroughfare: 'Avenida Paulista', number: '1578', ...point },
            status: 'FINISHED',
            status_updated_at: at,
            task_type: 'DELIVERY',
            document_code: 'NF 123',
            exceeded_waiting_time_in_minutes: null,
          },
        ],
        geometry: '_p~iF~ps|U_ulLnnqC',
      }),
    ).toBe('ok');
    expect(
      ok(OrderDetails, {
        orderId: 42,
        freightPrice: 1,
        netPrice: 1,
        grossPrice: 1,
        taxes: { VAT: 1 },
        charges: [],
        stops: [],
        geometry: null,
      }),
    ).not.toBe('ok');
  });

  it('proof of delivery', () => {
    expect(
      ok(ProofOfDelivery, {
        hashId: 'a1b2',
        brainOrderId: null,
        orderId: 42,
        barcode: '789',
        type: 'SUCCEEDED',
        address: 'Avenida Paulista, 1578',
        timeFinish: at,
        itemsCount: null,
        driverName: 'João',
        driverVehiclePlate: 'ABC1D23',
        recipientSignature: '/files/sig.png',
        recipientName: 'Maria',
        recipientIdentifier: '123.456.789-00',
        recipientSignatureTime: at,
        statusMessage: 'Entregue',
        notes: null,
        statusType: 'partial_success',
        latAddress: -23.56,
        lngAddress: -46.65,
        latSignature: null,
        lngSignature: null,
        pictures: [{ imageUrl: '/files/1.jpg' }],
      }),
    ).toBe('ok');
  });

  it('order tracking, public answer without driver documents', () => {
    expect(
      ok(OrderTracking, {
        orderId: 42,
        status: 'IN_PROGRESS',
        canceledAt: null,
        publicToken: null,
        stops: [
          {
            id: 's1',
            index: 0,
            taskType: 'LOADING',
            status: 'FINISHED',
            location: point,
            address: 'CD Centro',
            trackingCode: null,
            statusUpdatedAt: at,
            pods: [],
            sharing: null,
          },
        ],
        eta: { estimatedArrival: at, nextStopId: 's2' },
        driverLocation: point,
        driverLocationAt: at,
        timeline: [{ step: 'ALLOCATED', time: at, status: 'DONE' }],
        orderDetails: {
          scheduledFor: null,
          createdAt: at,
          statusUpdatedAt: at,
          requester: 'Ana',
          totalWeightInKilograms: null,
          vehicleType: 'VAN',
          riskManagement: { status: 'REQUESTED', queryCode: null, riskManager: null },
          driver: { id: 3, firstName: 'João', lastName: 'Silva', vehiclePlate: 'ABC1D23' },
        },
      }),
    ).toBe('ok');
  });

  it('shipment tracking', () => {
    expect(
      ok(ShipmentTracking, {
        deliveryStop: { location: point, addressThoroughfare: 'Rua A', addressNumber: '10', driverEta: null },
        trackingCode: 'P1',
        status: 'DELIVERED',
        driver: { id: 3, name: 'João', location: null, locationAt: null, vehiclePlate: 'ABC1D23' },
        pod: {
          location: point,
          occurredAt: at,
          recipientName: 'Maria',
          recipientIdentifier: null,
          signatureImageUrl: null,
          picturesUrls: [],
        },
        timeline: [{ step: 'DELIVERY', status: 'DONE', startedAt: at, finishedAt: at }],
        statusUpdatedAt: at,
        requestRating: true,
        ratingQuestions: [
          {
            id: 'box-entregador',
            type: 'star_rating',
            questionText: 'Como foi o entregador?',
            required: true,
            answer: null,
          },
        ],
        rating: null,
      }),
    ).toBe('ok');
  });

  it('vehicle, estimate, fiscal document and a merchandise row', () => {
    expect(
      ok(Vehicle, {
        id: 'VAN',
        name: 'Van',
        shortName: 'Van',
        description: 'Até 1.500 kg',
        watermarkText: null,
        maxCapacityInKg: 1500,
        isBeta: false,
        possibleBodyTypes: [],
        bodyTypeRequired: false,
        availableExtras: [],
        driverAssistants: { unitPrice: 80, defaultCount: 0, maxCount: 2 },
      }),
    ).toBe('ok');
    expect(
      ok(PriceEstimate, {
        freightPrice: 100,
        distanceInKm: 12.4,
        driverAssistantsPrice: 0,
        tollPrice: 0,
        driverTollPrice: 0,
        adValoremPrice: 0,
        priceComponents: [{ name: 'Frete', value: 100 }],
        netPrice: 100,
        grossPrice: 112,
        taxes: { ISS: 5 },
        totalTaxes: 12,
        discounts: [{ type: 'advance_booking', value: 5 }],
        priceEstimatedAt: at,
        quotationId: 'q1',
      }),
    ).toBe('ok');
    const fiscalDocument = {
      code: '123',
      accessKey: '35170458716523000119550010000000121000123458',
      addressee: {
        name: 'Maria',
        phoneNumber: null,
        email: null,
        isLegalPerson: false,
        nationalDocument: '12345678900',
        address: {
          postalCode: '01310100',
          thoroughfare: 'Avenida Paulista',
          number: '1578',
          complement: null,
          neighborhood: 'Bela Vista',
          locality: 'São Paulo',
          state: 'SP',
        },
      },
      sender: { name: 'Loja' },
      shipments: { amount: 199.9 },
      cargoMeasurements: { grossWeightInKg: 2.5, volumesCount: 1 },
    };
    expect(ok(FiscalDocument, fiscalDocument)).toBe('ok');
    expect(
      ok(Merchandise, {
        id: '123',
        trackingCode: '123',
        serviceType: 'DELIVERY',
        address: {
          postalCode: '01310100',
          number: '1578',
          complement: null,
          latitude: null,
          longitude: null,
          thoroughfare: null,
          neighborhood: null,
          locality: null,
          state: null,
        },
        sender: null,
        volumesCount: null,
        timeWindow: { start: '', end: '' },
        instructions: null,
        status: { type: 'error', error: 'DuplicateProductCode', position: 1 },
        trackingCodeTooLong: false,
        trackingRecipients: [],
        fiscalDocument,
      }),
    ).toBe('ok');
  });
});

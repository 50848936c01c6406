import { BillingSummary, OrderDetails } from '@box/core/schemas';
import * as v from 'valibot';
import { chargeAnswer, monthlyTotalsAnswer, orderDetailsAnswer, sumCents, summaryAnswer } from './answers';

describe('sumCents', () => {
  it('adds in whole cents, where adding floats drifts', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCents([0.1, 0.2])).toBe(0.3);
    expect(sumCents(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
    expect(sumCents([])).toBe(0);
  });
});

describe('statement answers', () => {
  it('shapes the summary with taxes in catalogue order and totals from the rows', () => {
    const summary = summaryAnswer(
      [
        {
          vehicle_type: 'VAN',
          orders_count: 2,
          average_price: '100.01',
          total_price: '200.01',
          taxes: '28.50',
        },
        { vehicle_type: 'MOTO', orders_count: 1, average_price: '0.10', total_price: '0.10', taxes: '0.01' },
      ],
      [
        { tax_type: 'ISS', value: '10.00' },
        { tax_type: 'PIS_COFINS', value: '18.51' },
      ],
    );
    expect(v.parse(BillingSummary, summary)).toEqual(summary);
    expect(summary.total).toBe(200.11);
    expect(summary.taxTotalPrice).toBe(28.51);
    expect(summary.taxes).toEqual([
      { id: 'PIS_COFINS', name: 'PIS/COFINS', value: 18.51 },
      { id: 'ISS', name: 'ISS', value: 10 },
    ]);
  });

  it('turns numeric text into numbers for monthly totals', () => {
    expect(monthlyTotalsAnswer([{ year: 2026, month: 10, total: '1234.50' }])).toEqual([
      { year: 2026, month: 10, totalPrice: 1234.5 },
    ]);
  });

  it('labels charges from the catalogue; an OTHER keeps its description; an unknown code reads as OTHER', () => {
    expect(chargeAnswer({ type_code: 104, description: null, price: '12.30', notes: null })).toEqual({
      type: 104,
      typeLabel: 'Pedágio(s)',
      description: null,
      price: 12.3,
      notes: null,
    });
    expect(
      chargeAnswer({ type_code: 99, description: 'Estacionamento', price: '5.00', notes: null }),
    ).toMatchObject({ type: 99, typeLabel: 'Outros', description: 'Estacionamento' });
    expect(chargeAnswer({ type_code: 777, description: null, price: '1.00', notes: 'x' })).toEqual({
      type: 99,
      typeLabel: 'Outros',
      description: 'Cobrança 777',
      price: 1,
      notes: 'x',
    });
  });

  it('builds order details that parse with core’s schema', () => {
    const details = orderDetailsAnswer({
      id: 100001,
      freight_price: '100.00',
      net_price: '110.00',
      gross_price: '125.68',
      geometry: '_p~iF~ps|U_ulLnnqC',
      taxes: [{ tax_type: 'PIS_COFINS', value: '15.68' }],
      charges: [{ type_code: 101, description: null, price: '10.00', notes: null }],
      stops: [
        {
          thoroughfare: 'Avenida Paulista',
          number: '1000',
          latitude: -23.56,
          longitude: -46.65,
          status: 'FINISHED',
          status_updated_at: '2026-10-01T12:00:00.000Z',
          task_type: 'DELIVERY',
          document_code: null,
          exceeded_waiting_time_in_minutes: 0,
        },
      ],
    });
    expect(v.parse(OrderDetails, details)).toEqual(details);
    expect(details.taxes).toEqual({ PIS_COFINS: 15.68 });
  });
});

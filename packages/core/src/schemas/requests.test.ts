import * as v from 'valibot';
import { BillingDownloadQuery, BillingPeriodQuery, OrderDetailsQuery } from './billing';
import { UpdateCustomerBody } from './customers';
import { UpdateUserBody } from './identity';
import { LocationsQuery } from './locations';
import { EmailPodBody } from './pods';
import { RatingBody, ShipmentTrackingsBody } from './tracking';
import { NewWarehouse } from './warehouses';

const messages = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('request schemas the server validates with', () => {
  it('billing queries need ordered ISO dates', () => {
    expect(messages(BillingPeriodQuery, { 'from-date': '2026-03-01', 'to-date': '2026-03-31' })).toEqual([]);
    expect(messages(BillingPeriodQuery, { 'from-date': '2026-04-01', 'to-date': '2026-03-31' })).toHaveLength(
      1,
    );
    expect(messages(BillingPeriodQuery, { 'from-date': '01/03/2026', 'to-date': '2026-03-31' })).toHaveLength(
      1,
    );
    expect(
      messages(BillingDownloadQuery, {
        'from-date': '2026-03-01',
        'to-date': '2026-03-31',
        'order-status': 'X',
      }),
    ).toHaveLength(1);
    expect(v.parse(OrderDetailsQuery, { orderId: '42' })).toEqual({ orderId: 42 });
    expect(messages(OrderDetailsQuery, { orderId: '4a' })).toHaveLength(1);
  });

  it('locations search is CEP:number', () => {
    expect(v.parse(LocationsQuery, { search: '01310100:1578' })).toEqual({
      search: '01310100:1578',
      requireGeolocation: 'true',
    });
    expect(messages(LocationsQuery, { search: 'Paulista' })).toHaveLength(1);
  });

  it('user updates are e-mail reports or a password of 8+ with the current one', () => {
    expect(messages(UpdateUserBody, { password: 'senha-boa-1', currentPassword: 'x' })).toEqual([]);
    expect(messages(UpdateUserBody, { password: 'senha-boa-1' }).length).toBeGreaterThan(0);
    expect(messages(UpdateUserBody, { password: '        ', currentPassword: 'x' }).length).toBeGreaterThan(
      0,
    );
    expect(
      messages(UpdateUserBody, {
        emailReports: { spotStatusUpdate: true, podFailure: false, podSuccess: true },
      }),
    ).toEqual([]);
    expect(messages(UpdateUserBody, { password: '123' }).length).toBeGreaterThan(0);
    expect(messages(UpdateUserBody, {}).length).toBeGreaterThan(0);
  });

  it('PATCH /customers checks CNPJ (alphanumeric too), CEP, e-mails and phone', () => {
    const body = {
      cnpj: 'Q0.SLF.MBD/7VX4-39',
      razao_social: 'Mercado Exemplo Ltda',
      billing_address: { cep: '01310-100', number: '1578', complement: null },
      contacts: [
        {
          responsible: 'Financeiro',
          name: 'Ana',
          email: 'fin@mercado.example',
          phone: '(11) 3456-7890',
          phone_branch: null,
          department: null,
        },
      ],
      billing_email: 'nf@mercado.example',
    };
    expect(messages(UpdateCustomerBody, body)).toEqual([]);
    expect(messages(UpdateCustomerBody, { ...body, cnpj: '12.345.678/0001-90' })).toEqual(['CNPJ inválido.']);
    expect(
      messages(UpdateCustomerBody, { ...body, billing_address: { ...body.billing_address, cep: '0131' } }),
    ).toEqual(['O CEP deve ter 8 dígitos.']);
    expect(messages(UpdateCustomerBody, { ...body, billing_email: 'nf' })).toEqual(['E-mail inválido']);
    expect(messages(UpdateCustomerBody, { ...body, contacts: [] })).toEqual([
      'Informe o responsável financeiro.',
    ]);
  });

  it('a new warehouse follows the form rules', () => {
    const warehouse = {
      name: 'CD Centro',
      address: {
        address: 'Avenida Paulista',
        cep: '01310-100',
        number: '1578',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        complement: null,
      },
      latitude: -23.56,
      longitude: -46.65,
      opening_time: '08:00',
      closing_time: '18:00',
      responsible_name: 'Caio',
      phone: '(11) 93456-7890',
      responsible_email: 'caio@mercado.example',
      delivery_instructions: null,
      pickup_instructions: null,
    };
    expect(messages(NewWarehouse, warehouse)).toEqual([]);
    expect(messages(NewWarehouse, { ...warehouse, name: 'x'.repeat(101) })).toEqual([
      'Use no máximo 100 caracteres.',
    ]);
    expect(messages(NewWarehouse, { ...warehouse, name: '  ' })).toEqual(['Informe o nome do armazém.']);
    expect(messages(NewWarehouse, { ...warehouse, closing_time: '07:00' })).toEqual([
      'O horário final do agendamento deve ser após o inicial',
    ]);
    expect(messages(NewWarehouse, { ...warehouse, closing_time: null })).toHaveLength(1);
    expect(messages(NewWarehouse, { ...warehouse, opening_time: null, closing_time: null })).toEqual([]);
  });

  it('proof e-mail, recipients and rating bodies', () => {
    expect(messages(EmailPodBody, { to: ['a@x.com'] })).toEqual([]);
    expect(messages(EmailPodBody, { to: ['a'] })).toEqual(['E-mail inválido']);
    expect(messages(EmailPodBody, { to: [] })).toEqual(['Informe um e-mail.']);
    expect(
      messages(ShipmentTrackingsBody, { shipmentId: 's1', recipients: [{ email: 'a@x.com', phone: null }] }),
    ).toEqual([]);
    const rating = { driverId: 1, rating: 5, comment: null, extraQuestions: [{ id: 'nps', answer: 10 }] };
    expect(messages(RatingBody, rating)).toEqual([]);
    expect(messages(RatingBody, { ...rating, rating: 6 }).length).toBeGreaterThan(0);
    expect(
      messages(RatingBody, { ...rating, extraQuestions: [{ id: 'nps', answer: 11 }] }).length,
    ).toBeGreaterThan(0);
  });
});

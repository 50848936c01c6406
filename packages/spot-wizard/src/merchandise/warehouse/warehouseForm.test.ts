import type { MerchandiseAddress } from '@box/core/schemas';
import { WAREHOUSES } from '../fixtures/places';
import { EMPTY_WAREHOUSE_DRAFT, validateWarehouseForm } from './warehouseForm';

const address: MerchandiseAddress = {
  postalCode: '01310100',
  number: '1578',
  complement: 'Galpão 2',
  latitude: -23.56,
  longitude: -46.65,
  thoroughfare: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  locality: 'São Paulo',
  state: 'SP',
};
const filled = { ...EMPTY_WAREHOUSE_DRAFT, name: 'CD Paulista', responsibleName: 'Rita Souza' };

describe('validateWarehouseForm', () => {
  it('builds the POST body in the warehouse format', () => {
    const result = validateWarehouseForm(
      {
        ...filled,
        hours: { start: '08:00', end: '17:30' },
        phone: '(11) 3456-7890',
        email: 'rita@x.example',
      },
      address,
      WAREHOUSES,
    );
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'CD Paulista',
        address: {
          address: 'Avenida Paulista',
          cep: '01310-100',
          number: '1578',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
          complement: 'Galpão 2',
        },
        latitude: -23.56,
        longitude: -46.65,
        opening_time: '08:00',
        closing_time: '17:30',
        responsible_name: 'Rita Souza',
        phone: '(11) 3456-7890',
        responsible_email: 'rita@x.example',
        delivery_instructions: null,
        pickup_instructions: null,
      },
    });
  });

  it('requires name, responsible and a geolocated address', () => {
    const result = validateWarehouseForm(EMPTY_WAREHOUSE_DRAFT, null, []);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toMatchObject({
      name: 'Informe o nome do armazém.',
      responsible_name: 'Informe o nome do responsável.',
      address: 'Informe o CEP e o número de um endereço encontrado.',
    });
  });

  it('refuses a name in use, long texts, a bad phone or e-mail and hours out of order', () => {
    const result = validateWarehouseForm(
      {
        ...filled,
        name: ' cd barra funda ',
        responsibleName: 'R'.repeat(101),
        phone: '(11) 3456',
        email: 'rita@',
        hours: { start: '18:00', end: '08:00' },
      },
      address,
      WAREHOUSES,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toEqual({
      name: 'Este nome de armazém já existe. Tente outro.',
      responsible_name: 'Use no máximo 100 caracteres.',
      phone: 'Telefone inválido.',
      responsible_email: 'E-mail inválido',
      hours: 'O horário final do agendamento deve ser após o inicial',
    });
  });

  it('limits the name to 100 characters', () => {
    const result = validateWarehouseForm({ ...filled, name: 'N'.repeat(101) }, address, []);
    expect(result.ok ? null : result.fields.name).toBe('Use no máximo 100 caracteres.');
  });
});

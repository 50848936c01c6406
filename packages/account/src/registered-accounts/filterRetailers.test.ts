import type { Customer } from '@box/core/schemas';
import { filterRetailers } from './filterRetailers';

const retailer = (id: number, razao_social: string, nickname: string): Customer => ({
  id,
  razao_social,
  nickname,
  cnpj: null,
  finances_responsible: null,
  billing_address: null,
});

const list = [
  retailer(0, 'Box Logística Ltda (demonstração)', 'Box'),
  retailer(3154, 'Mercado Bom Preço Ltda (demonstração)', 'Mercado Bom Preço'),
  retailer(5100, 'Outra Loja Eletrônicos (demonstração)', 'Outra Loja'),
];

describe('filterRetailers', () => {
  it('keeps everything, in order, for a blank search', () => {
    expect(filterRetailers(list, '  ')).toBe(list);
  });

  it('finds by the whole id, not by a piece of it', () => {
    expect(filterRetailers(list, '3154').map((r) => r.id)).toEqual([3154]);
    expect(filterRetailers(list, '31').map((r) => r.id)).toEqual([]);
    expect(filterRetailers(list, '0').map((r) => r.id)).toEqual([0]);
  });

  it('finds text in the razão social or nickname without case or accents', () => {
    expect(filterRetailers(list, 'preco').map((r) => r.id)).toEqual([3154]);
    expect(filterRetailers(list, 'LOGISTICA').map((r) => r.id)).toEqual([0]);
    expect(filterRetailers(list, 'outra').map((r) => r.id)).toEqual([5100]);
    expect(filterRetailers(list, 'demonstração').map((r) => r.id)).toEqual([0, 3154, 5100]);
  });
});

import { priceEstimate } from '../wizard/fixtures';
import { priceLines } from './priceLines';

const view = (lines: ReturnType<typeof priceLines>) => lines.map((l) => [l.kind, l.label, l.value]);

describe('priceLines', () => {
  it('lists freight with its parts, assistants, discount, each tax and the total', () => {
    const estimate = priceEstimate({
      priceComponents: [
        { name: 'Tarifa base', value: 58 },
        { name: 'Distância', value: 40.5 },
        { name: 'Carrinho de carga', value: 15 },
      ],
      freightPrice: 113.5,
      driverAssistantsPrice: 45,
      discounts: [{ type: 'advance_booking', value: 5.68 }],
      taxes: { PIS_COFINS: 16.91, ISS: 9.14 },
      grossPrice: 234.87,
    });
    expect(view(priceLines(estimate))).toEqual([
      ['charge', 'Frete', 113.5],
      ['part', 'Tarifa base', 58],
      ['part', 'Distância', 40.5],
      ['part', 'Carrinho de carga', 15],
      ['charge', 'Ajudante(s)', 45],
      ['discount', 'Desconto por agendamento antecipado', -5.68],
      ['tax', 'PIS/COFINS', 16.91],
      ['tax', 'ISS', 9.14],
      ['total', 'Total', 234.87],
    ]);
  });

  it('shows tolls once and ad valorem only when nonzero', () => {
    const plain = priceLines(priceEstimate({ driverAssistantsPrice: 0, discounts: [], taxes: {} as never }));
    expect(view(plain)).toEqual([
      ['charge', 'Frete', 142.3],
      ['total', 'Total', 198.15],
    ]);
    const loaded = priceLines(
      priceEstimate({
        driverAssistantsPrice: 0,
        discounts: [],
        taxes: {} as never,
        tollPrice: 22.4,
        driverTollPrice: 22.4,
        adValoremPrice: 6.17,
      }),
    );
    expect(view(loaded)).toEqual([
      ['charge', 'Frete', 142.3],
      ['charge', 'Pedágio(s)', 22.4],
      ['charge', 'Ad valorem', 6.17],
      ['total', 'Total', 198.15],
    ]);
  });
});

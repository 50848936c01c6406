import { commandOf, spotDraft } from './spot-fixtures.test-support';
import { planSpot } from './spot-plan';

describe('planSpot', () => {
  it('loads at the warehouse, then serves each door once, in list order', () => {
    const plan = planSpot(commandOf());
    expect(plan.stops.map((s) => [s.place.id, s.taskType, s.trackingCode, s.documentCode])).toEqual([
      ['warehouse-7', 'LOADING', null, null],
      // NF1 and NF3 go to the same door: one stop, named after the first.
      ['place-1', 'DELIVERY', 'NF1', 'NF1'],
      ['place-2', 'DELIVERY', 'NF2', 'NF2'],
    ]);
    expect(plan.shipments.map((s) => [s.shipment.code, s.originStop, s.destinationStop])).toEqual([
      ['NF1', 0, 1],
      ['NF3', 0, 1],
      ['NF2', 0, 2],
    ]);
    expect(plan.shipments[0]!.recipients).toEqual([{ email: 'a@loja.example', phone: null }]);
  });

  it('ends a round trip at its place with the ROTA-CIRCULAR code', () => {
    const plan = planSpot(
      commandOf(
        spotDraft({
          roundTrip: {
            isRoundTrip: true,
            trackingCode: 'ROTA-CIRCULAR',
            address: {
              address: 'Rua A',
              cep: '01001-000',
              number: '1',
              neighborhood: 'Sé',
              city: 'São Paulo',
              state: 'SP',
              complement: null,
            },
            latitude: -23.55,
            longitude: -46.63,
            opening_time: null,
            closing_time: null,
            delivery_instructions: null,
          },
        }),
      ),
    );
    expect(plan.stops.map((s) => [s.taskType, s.trackingCode])).toEqual([
      ['LOADING', null],
      ['DELIVERY', 'NF1'],
      ['DELIVERY', 'NF2'],
      ['RETURN', 'ROTA-CIRCULAR'],
    ]);
  });

  it('picks up at each door and unloads at the warehouse last', () => {
    const plan = planSpot(commandOf(spotDraft({ serviceType: 'PICKUP' })));
    expect(plan.stops.map((s) => [s.place.id, s.taskType, s.trackingCode])).toEqual([
      ['place-1', 'PICKUP', 'NF1'],
      ['place-2', 'PICKUP', 'NF2'],
      ['warehouse-7', 'UNLOADING', null],
    ]);
    expect(plan.shipments.map((s) => [s.originStop, s.destinationStop])).toEqual([
      [0, 2],
      [0, 2],
      [1, 2],
    ]);
  });

  it('names a stop after the access key of its fiscal document', () => {
    const command = commandOf();
    const key = '35260324681357000100550010000000011000000019';
    command.transportations[0]!.shipments[0]!.accessKey = key;
    expect(planSpot(command).stops[1]!.documentCode).toBe(key);
  });
});

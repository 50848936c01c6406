import { makeOrderTracking } from './fixtures/orderTracking';
import { orderMapMarkers, orderRoute } from './mapMarkers';

describe('orderMapMarkers', () => {
  it('draws warehouses without numbers, numbers the other stops from 1 and adds the driver', () => {
    const markers = orderMapMarkers(makeOrderTracking('IN_PROGRESS'));
    expect(markers.map((m) => [m.id, m.kind, m.label ?? null, m.tone ?? null])).toEqual([
      ['s1', 'warehouse', null, 'success'],
      ['s2', 'stop', '1', 'success'],
      ['s3', 'stop', '2', 'active'],
      ['driver', 'driver', null, null],
    ]);
    expect(markers[0]?.title).toBe('Carregamento: Av. Paulista, 1000 - Bela Vista, São Paulo - SP');
    expect(markers[2]?.title).toBe('Parada 2: Rua Domingos de Morais, 200 - Vila Mariana, São Paulo - SP');
  });

  it("shows beside the driver when its position was taken (the fixture's: 5 March, 15:42 in São Paulo)", () => {
    const driver = orderMapMarkers(makeOrderTracking('IN_PROGRESS')).find((m) => m.kind === 'driver');
    expect(driver?.caption).toBe('05/03 às 15:42');
    expect(driver?.title).toBe('Posição do motorista 05/03 às 15:42');
    const unknownTime = orderMapMarkers({ ...makeOrderTracking('IN_PROGRESS'), driverLocationAt: null });
    expect(unknownTime.find((m) => m.kind === 'driver')).toMatchObject({ title: 'Posição do motorista' });
    expect(unknownTime.find((m) => m.kind === 'driver')?.caption).toBeUndefined();
  });

  it('colours a failed stop as a failure and leaves the driver out when unknown', () => {
    const order = makeOrderTracking('FINISHED');
    order.stops[2] = { ...order.stops[2]!, status: 'FAILED' };
    const markers = orderMapMarkers(order);
    expect(markers.map((m) => m.tone)).toEqual(['success', 'success', 'failure']);
  });

  it('joins the stops in their order for the route', () => {
    const order = makeOrderTracking();
    const reversed = { ...order, stops: [...order.stops].reverse() };
    expect(orderRoute(reversed)).toEqual(order.stops.map((s) => s.location));
  });
});

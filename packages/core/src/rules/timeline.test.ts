import { orderCanceledBanner, orderTimelineCaption, shipmentTimelineCaption } from './timeline';

describe('orderTimelineCaption', () => {
  it("shows 'DD/MM às HH:mm' (São Paulo) for done steps", () => {
    expect(orderTimelineCaption({ status: 'DONE', time: '2026-03-10T17:05:00Z' })).toBe('10/03 às 14:05');
  });

  it('shows the next estimated arrival for the doing step', () => {
    expect(
      orderTimelineCaption({ status: 'DOING', time: null }, { estimatedArrival: '2026-03-10T18:40:00Z' }),
    ).toBe('Próxima chegada estimada: 15:40');
    expect(orderTimelineCaption({ status: 'DOING', time: null }, null)).toBe('');
    expect(orderTimelineCaption({ status: 'NOT_DONE', time: null })).toBe('');
  });
});

describe('shipmentTimelineCaption', () => {
  it('shows the finish time of done steps', () => {
    expect(
      shipmentTimelineCaption({
        status: 'DONE',
        startedAt: '2026-03-10T12:00:00Z',
        finishedAt: '2026-03-10T13:00:00Z',
      }),
    ).toBe('10/03 às 10:00');
    expect(shipmentTimelineCaption({ status: 'NOT_DONE', startedAt: null, finishedAt: null })).toBe('');
  });
});

describe('orderCanceledBanner', () => {
  it('carries the cancel time', () => {
    expect(orderCanceledBanner('2026-03-10T17:05:00Z')).toBe('Ordem de serviço cancelada em 10/03 às 14:05');
  });
});

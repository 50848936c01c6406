import { fakeEventStream, renderWidget } from '@box/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCESS_KEY, DEMO_CLIENT_CODE, DEMO_HASH, shipmentAtStep } from './fixtures/shipments';
import { ShipmentTracking } from './ShipmentTracking';
import { viewport } from './viewport.test-support';

const steps = () =>
  within(screen.getByRole('list', { name: 'Andamento da entrega' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

beforeEach(() => viewport(1366));

describe('<ShipmentTracking> live updates', () => {
  it('by hash follows the stream: a tracking event shows the next step without a new load', async () => {
    const events = fakeEventStream();
    const { calls } = renderWidget(<ShipmentTracking hash={DEMO_HASH} />, {
      api: {
        'GET /shipments/by-hash/:hash/tracking': shipmentAtStep(2),
        'GET /shipments/by-hash/:hash/tracking/live': () => events.reply(),
      },
    });
    await screen.findByText('BX-DEMO-000123');
    await waitFor(() => expect(events.open).toBe(1));
    expect(steps()[3]).toBe('Finalizada (pendente)');
    act(() => events.send('tracking', shipmentAtStep(3)));
    await waitFor(() => expect(steps()[3]).toMatch(/^Entregando/));
    // The first load, and the one refetch when the stream came up after it: the event itself loads nothing.
    expect(calls.filter((c) => !c.path.endsWith('/live')).length).toBeLessThanOrEqual(2);
  });

  it('by fiscal document has no stream and opens none', async () => {
    const { calls } = renderWidget(
      <ShipmentTracking accessKey={DEMO_ACCESS_KEY} clientCode={DEMO_CLIENT_CODE} />,
      { api: { 'GET /shipments/by-dfe/:accessKey/tracking': shipmentAtStep(2) } },
    );
    await screen.findByText('BX-DEMO-000123');
    expect(calls.map((c) => c.path)).toEqual([`/shipments/by-dfe/${DEMO_ACCESS_KEY}/tracking`]);
  });
});

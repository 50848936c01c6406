import { within } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { makeOrderTracking } from '../fixtures/orderTracking';
import { OrderTrackingView } from './OrderTrackingView';

const page = (
  <OrderTrackingView
    order={makeOrderTracking()}
    signedIn={false}
    apiBase="/jade/api"
    mapStyle="https://tiles.example/style.json"
    shareUrl={null}
    stale={false}
  />
);

describe('OrderTrackingView server-rendered on a phone', () => {
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  });

  it('offers the map and the details disabled until the page is hydrated, so no early tap is lost', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const button = (name: string) => within(container).getByRole<HTMLButtonElement>('button', { name });
    expect(button('Ver no mapa').disabled).toBe(true);
    expect(button('Ver detalhes').disabled).toBe(true);

    const root = await act(async () => hydrateRoot(container, page));
    expect(button('Ver no mapa').disabled).toBe(false);
    expect(button('Ver detalhes').disabled).toBe(false);
    act(() => root.unmount());
    container.remove();
  });
});

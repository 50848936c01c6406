import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppContext, type AppServices } from '../appContext';
import { createRouter } from '../routes/router';
import { useCloseModal } from './useCloseModal';

function withApp(win: Window) {
  const services = { router: createRouter(window), win } as AppServices;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppContext value={services}>{children}</AppContext>
  );
  return { services, wrapper };
}

describe('useCloseModal', () => {
  beforeEach(() => window.history.replaceState(null, '', '/comprovantes/PX9'));

  /** The top-level window with `length` entries in the tab's history. */
  function topLevel(length: number) {
    const back = vi.fn();
    const win = { parent: undefined, history: { length, back } } as unknown as Window;
    (win as { parent: Window }).parent = win;
    return { win, back };
  }

  it('navigates to the fallback page at the top level when the tab has nothing to go back to', () => {
    const { win, back } = topLevel(1);
    const { services, wrapper } = withApp(win);
    const { result } = renderHook(() => useCloseModal('/pedidos/monitoramento'), { wrapper });
    act(() => result.current());
    expect(services.router.location.value.pathname).toBe('/pedidos/monitoramento');
    expect(back).not.toHaveBeenCalled();
  });

  it('goes back at the top level to the page that opened it', () => {
    const { win, back } = topLevel(3);
    const { services, wrapper } = withApp(win);
    const { result } = renderHook(() => useCloseModal('/pedidos/monitoramento'), { wrapper });
    act(() => result.current());
    expect(back).toHaveBeenCalledOnce();
    expect(services.router.location.value.pathname).toBe('/comprovantes/PX9');
  });

  it('goes back instead inside a same-origin parent', () => {
    const back = vi.fn();
    const embedded = {
      parent: { location: { href: 'http://localhost/painel' } },
      history: { back },
    } as unknown as Window;
    const { services, wrapper } = withApp(embedded);
    const { result } = renderHook(() => useCloseModal('/pedidos/monitoramento'), { wrapper });
    act(() => result.current());
    expect(back).toHaveBeenCalledOnce();
    expect(services.router.location.value.pathname).toBe('/comprovantes/PX9');
  });
});

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

  it('navigates to the fallback page at the top level', () => {
    const { services, wrapper } = withApp(window);
    const { result } = renderHook(() => useCloseModal('/pedidos/monitoramento'), { wrapper });
    act(() => result.current());
    expect(services.router.location.value.pathname).toBe('/pedidos/monitoramento');
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

import { fireEvent, render, screen } from '@testing-library/react';
import { quietFrameLoading } from '../test-support/quietFrames';
import { fitFrameToContent, LegacyFrame } from './LegacyFrame';
import { isLegacyLoginPath, legacyFrameSrc } from './legacySrc';

/** happy-dom loads no frame content; the test decides where the frame "landed". */
function landFrameAt(
  frame: HTMLIFrameElement,
  location: { pathname: string; search?: string } | 'cross-origin',
) {
  Object.defineProperty(frame, 'contentWindow', {
    configurable: true,
    value:
      location === 'cross-origin'
        ? {
            get location(): Location {
              throw new DOMException('Blocked a frame', 'SecurityError');
            },
          }
        : { location: { search: '', ...location } },
  });
  fireEvent.load(frame);
}

describe('legacyFrameSrc', () => {
  it('puts /_ssr before the path and keeps the query', () => {
    expect(legacyFrameSrc('/admin/varejistas/3154/usuarios', '?pagina=2')).toBe(
      '/_ssr/admin/varejistas/3154/usuarios?pagina=2',
    );
    expect(legacyFrameSrc('/spots', '')).toBe('/_ssr/spots');
  });

  it('recognises the server login page only', () => {
    expect(isLegacyLoginPath('/_ssr/entrar')).toBe(true);
    expect(isLegacyLoginPath('/_ssr/entrar/')).toBe(true);
    expect(isLegacyLoginPath('/_ssr/entrar-agora')).toBe(false);
    expect(isLegacyLoginPath('/_ssr/spots')).toBe(false);
    expect(isLegacyLoginPath(null)).toBe(false);
  });
});

describe('LegacyFrame', () => {
  beforeEach(quietFrameLoading);

  it('frames /_ssr + path + query under the page title, loading until the frame says otherwise', () => {
    render(<LegacyFrame pathname="/spots" search="?status=ok" title="Histórico" onLoginPage={() => {}} />);
    const frame = screen.getByTitle('Histórico') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/_ssr/spots?status=ok');
    expect(screen.getByRole('status').textContent).toBe('Carregando…');
    landFrameAt(frame, { pathname: '/_ssr/spots' });
    expect(screen.queryByText('Carregando…')).toBeNull();
  });

  it('reports a landing on the server login page', () => {
    const onLoginPage = vi.fn();
    render(<LegacyFrame pathname="/inicio" search="" title="Início" onLoginPage={onLoginPage} />);
    landFrameAt(screen.getByTitle('Início') as HTMLIFrameElement, { pathname: '/_ssr/entrar' });
    expect(onLoginPage).toHaveBeenCalledOnce();
  });

  it('ignores other pages and frames it cannot read', () => {
    const onLoginPage = vi.fn();
    render(<LegacyFrame pathname="/inicio" search="" title="Início" onLoginPage={onLoginPage} />);
    const frame = screen.getByTitle('Início') as HTMLIFrameElement;
    landFrameAt(frame, { pathname: '/_ssr/inicio' });
    landFrameAt(frame, 'cross-origin');
    expect(onLoginPage).not.toHaveBeenCalled();
  });
});

describe('LegacyFrame, a frame that moves by itself', () => {
  beforeEach(quietFrameLoading);

  const renderAt = (pathname: string, search = '') => {
    const onMoved = vi.fn();
    const onLoginPage = vi.fn();
    render(
      <LegacyFrame
        pathname={pathname}
        search={search}
        title="Página"
        onLoginPage={onLoginPage}
        onMoved={onMoved}
      />,
    );
    return { frame: screen.getByTitle('Página') as HTMLIFrameElement, onMoved, onLoginPage };
  };

  it("reports the portal path of the legacy page a form answered in the frame led to ('Cadastrar nova conta')", () => {
    const { frame, onMoved } = renderAt('/admin/varejistas/novo');
    landFrameAt(frame, { pathname: '/_ssr/admin/varejistas/novo' }); // the form, then a refusal: same page
    expect(onMoved).not.toHaveBeenCalled();
    landFrameAt(frame, { pathname: '/_ssr/admin/varejistas/42/usuarios', search: '?conta=criada' });
    expect(onMoved).toHaveBeenCalledExactlyOnceWith('/admin/varejistas/42/usuarios?conta=criada');
  });

  it('stays put for its own page with its query, the login page, a non-legacy page and a frame it cannot read', () => {
    const { frame, onMoved, onLoginPage } = renderAt('/admin/comprovantes', '?busca=42');
    landFrameAt(frame, { pathname: '/_ssr/admin/comprovantes', search: '?busca=42' });
    landFrameAt(frame, { pathname: '/perfil' });
    landFrameAt(frame, 'cross-origin');
    landFrameAt(frame, { pathname: '/_ssr/entrar' });
    expect(onLoginPage).toHaveBeenCalledOnce();
    expect(onMoved).not.toHaveBeenCalled();
  });
});

describe('fitFrameToContent', () => {
  function frameWithPage(height: { value: number }) {
    const frame = document.createElement('iframe');
    let notify: () => void = () => {};
    const observed: Element[] = [];
    const disconnect = vi.fn();
    class FakeResizeObserver {
      constructor(callback: () => void) {
        notify = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect = disconnect;
    }
    const documentElement = {
      get scrollHeight() {
        return height.value;
      },
    };
    Object.defineProperty(frame, 'contentDocument', { value: { documentElement } });
    Object.defineProperty(frame, 'contentWindow', { value: { ResizeObserver: FakeResizeObserver } });
    return { frame, notify: () => notify(), observed, disconnect, documentElement };
  }

  it("grows and shrinks the frame with its page's height until stopped", () => {
    const height = { value: 1800 };
    const page = frameWithPage(height);
    const stop = fitFrameToContent(page.frame);
    expect(page.frame.style.height).toBe('1800px');
    expect(page.observed).toEqual([page.documentElement]);
    height.value = 2400;
    page.notify();
    expect(page.frame.style.height).toBe('2400px');
    stop();
    expect(page.disconnect).toHaveBeenCalledOnce();
  });

  it('leaves a frame it cannot read as it is', () => {
    const frame = document.createElement('iframe');
    Object.defineProperty(frame, 'contentDocument', {
      get() {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    });
    expect(() => fitFrameToContent(frame)()).not.toThrow();
    expect(frame.style.height).toBe('');
  });
});

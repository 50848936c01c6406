import { fireEvent, render, screen } from '@testing-library/react';
import { quietFrameLoading } from '../test-support/quietFrames';
import { LegacyFrame } from './LegacyFrame';
import { isLegacyLoginPath, legacyFrameSrc } from './legacySrc';

/** happy-dom loads no frame content; the test decides where the frame "landed". */
function landFrameAt(frame: HTMLIFrameElement, location: { pathname: string } | 'cross-origin') {
  Object.defineProperty(frame, 'contentWindow', {
    configurable: true,
    value:
      location === 'cross-origin'
        ? {
            get location(): Location {
              throw new DOMException('Blocked a frame', 'SecurityError');
            },
          }
        : { location },
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

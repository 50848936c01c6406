import { closeModal, isSameOriginEmbedded } from './embedding';

/** Just enough of a Window for the checks: who the parent is and whether its location can be read. */
function fakeWindow(parent: 'self' | 'same-origin' | 'cross-origin') {
  const back = vi.fn();
  const win = { history: { back } } as unknown as Window & { parent: Window };
  if (parent === 'self') win.parent = win;
  else if (parent === 'same-origin') win.parent = { location: { href: 'http://localhost/painel' } } as Window;
  else
    win.parent = {
      get location(): Location {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    } as Window;
  return { win, back };
}

describe('same-origin embedding', () => {
  it('is off at the top level', () => {
    expect(isSameOriginEmbedded(fakeWindow('self').win)).toBe(false);
  });

  it('is on inside a same-origin parent', () => {
    expect(isSameOriginEmbedded(fakeWindow('same-origin').win)).toBe(true);
  });

  it('is off inside a parent of another origin', () => {
    expect(isSameOriginEmbedded(fakeWindow('cross-origin').win)).toBe(false);
  });

  it('the real test window is top level', () => {
    expect(isSameOriginEmbedded(window)).toBe(false);
  });
});

describe('closeModal', () => {
  it('goes back in history when embedded', () => {
    const { win, back } = fakeWindow('same-origin');
    const navigateAway = vi.fn();
    closeModal(navigateAway, win);
    expect(back).toHaveBeenCalledOnce();
    expect(navigateAway).not.toHaveBeenCalled();
  });

  it.each(['self', 'cross-origin'] as const)('navigates when the parent is %s', (parent) => {
    const { win, back } = fakeWindow(parent);
    const navigateAway = vi.fn();
    closeModal(navigateAway, win);
    expect(navigateAway).toHaveBeenCalledOnce();
    expect(back).not.toHaveBeenCalled();
  });
});

import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { useMediaQuery } from './useMediaQuery';

/** A MediaQueryList whose `matches` the test sets, counting its listeners. */
class FakeList extends EventTarget {
  matches = false;
  listeners = 0;
  added = 0;
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
    this.added += 1;
    this.listeners += 1;
    super.addEventListener(type, listener);
  }
  override removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null) {
    this.listeners -= 1;
    super.removeEventListener(type, listener);
  }
  turn(matches: boolean) {
    this.matches = matches;
    this.dispatchEvent(new Event('change'));
  }
}

function Wide({ label }: { label: string }) {
  return <p>{`${label}: ${useMediaQuery('(min-width: 768px)') ? 'wide' : 'narrow'}`}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('follows the query with one listener, however often the component renders, and lets it go on unmount', () => {
    const list = new FakeList();
    const matchMedia = vi.fn(() => list);
    vi.stubGlobal('matchMedia', matchMedia);
    const { rerender, unmount } = render(<Wide label="a" />);
    expect(screen.getByText('a: narrow')).toBeTruthy();
    for (const label of ['b', 'c', 'd']) rerender(<Wide label={label} />);
    expect(screen.getByText('d: narrow')).toBeTruthy();
    expect(list.added).toBe(1);
    expect(matchMedia).toHaveBeenCalledTimes(1);

    act(() => list.turn(true));
    expect(screen.getByText('d: wide')).toBeTruthy();
    unmount();
    expect(list.listeners).toBe(0);
  });
});

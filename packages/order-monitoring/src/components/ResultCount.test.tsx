import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { ANNOUNCE_AFTER_MS, ResultCount } from './ResultCount';

describe('ResultCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces the count in a polite live region once it stops changing, skipping the ones in between', () => {
    const { rerender } = render(<ResultCount count={3} />);
    const region = screen.getByText('3 ordens de serviço');
    expect(region.getAttribute('aria-live')).toBe('polite');

    rerender(<ResultCount count={5} />);
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS - 1));
    rerender(<ResultCount count={1} />);
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS - 1));
    expect(region.textContent).toBe('3 ordens de serviço');

    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe('1 ordem de serviço');
  });
});

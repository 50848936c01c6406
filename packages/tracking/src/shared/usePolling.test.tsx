import { act, render, screen } from '@testing-library/react';
import { useCallback } from 'react';
import { vi } from 'vitest';
import { type PollingSeed, usePolling } from './usePolling';

function Probe({
  load,
  interval,
  initial,
}: {
  load: () => Promise<string>;
  interval?: number;
  initial?: PollingSeed<string>;
}) {
  const stable = useCallback(() => load(), [load]);
  const { state } = usePolling(stable, { interval, initial, isFatal: (e) => e === 'fatal' });
  return (
    <p>
      {state.status}:{state.data ?? ''}:{state.error ? String(state.error) : ''}
    </p>
  );
}

const text = () => screen.getByRole('paragraph').textContent;
/** Runs timers, then lets the loads' promise chains settle inside act. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
const flush = () => advance(0);

function setVisibility(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
}

function setHidden(hidden: boolean) {
  setVisibility(hidden);
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('usePolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setVisibility(false);
  });

  it('loads, then reloads each interval and shows the new data', async () => {
    const load = vi.fn().mockResolvedValueOnce('a').mockResolvedValueOnce('b');
    render(<Probe load={load} />);
    expect(text()).toBe('loading::');
    await flush();
    expect(text()).toBe('ready:a:');
    await advance(59_000);
    expect(load).toHaveBeenCalledTimes(1);
    await advance(1_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(text()).toBe('ready:b:');
  });

  it('keeps the data when a refresh fails and tries again next tick', async () => {
    const load = vi.fn().mockResolvedValueOnce('a').mockRejectedValueOnce('down').mockResolvedValueOnce('c');
    render(<Probe load={load} interval={5_000} />);
    await flush();
    await advance(5_000);
    expect(text()).toBe('ready:a:down');
    await advance(5_000);
    expect(text()).toBe('ready:c:');
  });

  it('fails without data and stops polling', async () => {
    const load = vi.fn().mockRejectedValue('404');
    render(<Probe load={load} interval={5_000} />);
    await flush();
    expect(text()).toBe('failed::404');
    await advance(20_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops for good after a fatal error, even with data', async () => {
    const load = vi.fn().mockResolvedValueOnce('a').mockRejectedValue('fatal');
    render(<Probe load={load} interval={5_000} />);
    await flush();
    await advance(30_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(text()).toBe('ready:a:fatal');
  });

  it('waits while the page is hidden and reloads when it is visible again', async () => {
    const load = vi.fn().mockResolvedValueOnce('a').mockResolvedValueOnce('b');
    render(<Probe load={load} interval={5_000} />);
    await flush();
    act(() => setHidden(true));
    await advance(30_000);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => setHidden(false));
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(text()).toBe('ready:b:');
  });

  it('starts from a server answer without loading it again, and refreshes after the interval', async () => {
    const load = vi.fn().mockResolvedValue('b');
    render(<Probe load={load} interval={5_000} initial={{ data: 'a' }} />);
    expect(text()).toBe('ready:a:');
    await advance(4_000);
    expect(load).not.toHaveBeenCalled();
    expect(text()).toBe('ready:a:');
    await advance(1_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(text()).toBe('ready:b:');
  });

  it('starts failed from a server error and never loads, as after a failed first load', async () => {
    const load = vi.fn().mockResolvedValue('b');
    render(<Probe load={load} interval={5_000} initial={{ error: '404' }} />);
    expect(text()).toBe('failed::404');
    await advance(20_000);
    expect(load).not.toHaveBeenCalled();
  });

  it('forgets the server answer when the parameters change', async () => {
    const first = vi.fn().mockResolvedValue('a2');
    const second = vi.fn().mockResolvedValue('b');
    const { rerender } = render(<Probe load={first} interval={5_000} initial={{ data: 'a' }} />);
    rerender(<Probe load={second} interval={5_000} initial={{ data: 'a' }} />);
    expect(text()).toBe('loading::');
    await flush();
    expect(second).toHaveBeenCalledTimes(1);
    expect(text()).toBe('ready:b:');
  });
});

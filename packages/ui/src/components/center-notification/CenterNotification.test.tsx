import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { CenterNotification } from './CenterNotification';

describe('CenterNotification', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is visible, starts hiding after its delay and is gone 2000 ms later', () => {
    const onHidden = vi.fn();
    render(
      <CenterNotification open delayMs={3000} onHidden={onHidden}>
        Link copiado! Cole (Ctrl-V) onde quiser
      </CenterNotification>,
    );
    const note = screen.getByRole('status');
    expect(note.textContent).toBe('Link copiado! Cole (Ctrl-V) onde quiser');
    expect(note.className).toContain('--visible');

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status').className).toContain('--hiding');
    expect(onHidden).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onHidden).toHaveBeenCalledTimes(1);
  });

  it('shows again when reopened', () => {
    const { rerender } = render(
      <CenterNotification open={false} delayMs={1000}>
        Oi
      </CenterNotification>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    rerender(
      <CenterNotification open delayMs={1000}>
        Oi
      </CenterNotification>,
    );
    expect(screen.getByRole('status').textContent).toBe('Oi');
  });
});

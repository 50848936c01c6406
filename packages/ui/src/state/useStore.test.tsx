import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { useStore } from './useStore';

const createCounter = vi.fn(() => ({ count: signal(0) }));

function Counter({ name }: { name: string }) {
  useSignals();
  const store = useStore(createCounter);
  return (
    <button type="button" onClick={() => store.count.value++}>
      {`${name}: ${store.count.value}`}
    </button>
  );
}

describe('useStore', () => {
  it('gives each widget instance its own store, created once', async () => {
    createCounter.mockClear();
    render(
      <>
        <Counter name="a" />
        <Counter name="b" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'a: 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'a: 1' }));
    expect(screen.getByRole('button', { name: 'a: 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'b: 0' })).toBeTruthy();
    expect(createCounter).toHaveBeenCalledTimes(2);
  });
});

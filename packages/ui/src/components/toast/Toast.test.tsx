import { act, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { Toast } from './Toast';
import { ToastStack } from './ToastStack';
import { useToasts } from './useToasts';

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('dismisses itself 4000 ms after it appears (SPEC §9)', () => {
    const onDismiss = vi.fn();
    render(
      <Toast tone="warning" onDismiss={onDismiss}>
        Atenção
      </Toast>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Atenção');
    act(() => vi.advanceTimersByTime(3999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('does not restart its countdown when the parent re-renders', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<Toast onDismiss={onDismiss}>Um</Toast>);
    act(() => vi.advanceTimersByTime(3000));
    rerender(<Toast onDismiss={() => onDismiss()}>Um</Toast>);
    act(() => vi.advanceTimersByTime(1000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

function Stack() {
  const { toasts, push, dismiss } = useToasts();
  return (
    <>
      <button type="button" onClick={() => push({ tone: 'success', message: 'E-mail enviado!' })}>
        ok
      </button>
      <button type="button" onClick={() => push({ tone: 'danger', message: 'Erro ao enviar o email :(' })}>
        erro
      </button>
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </>
  );
}

describe('ToastStack and useToasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stacks pushed toasts and removes each 4000 ms after it appeared', () => {
    render(<Stack />);
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'erro' }));
    expect(screen.getByRole('status').textContent).toContain('E-mail enviado!');
    expect(screen.getByRole('alert').textContent).toContain('Erro ao enviar o email :(');

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Erro ao enviar o email :(');

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('dismisses a toast at once with its close button', () => {
    render(<Stack />);
    fireEvent.click(screen.getByRole('button', { name: 'erro' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

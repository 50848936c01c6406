import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('announces the error and retries with "Tente novamente"', async () => {
    const onRetry = vi.fn();
    render(
      <ErrorState
        title="Ops! Ocorreu um erro"
        message="Tivemos um problema no carregamento do seu extrato!"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Ops! Ocorreu um erro');
    expect(alert.textContent).toContain('Tivemos um problema no carregamento do seu extrato!');
    await userEvent.click(screen.getByRole('button', { name: 'Tente novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry control without onRetry', () => {
    render(<ErrorState title="Comprovante ainda não disponível." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

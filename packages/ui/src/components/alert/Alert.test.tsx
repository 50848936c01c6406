import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Alert } from './Alert';

describe('Alert', () => {
  it.each([
    ['danger', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('a %s alert has role=%s', (tone, role) => {
    render(
      <Alert tone={tone} title="Título">
        Mensagem
      </Alert>,
    );
    const alert = screen.getByRole(role);
    expect(alert.className).toContain(`box-alert--${tone}`);
    expect(alert.textContent).toContain('Título');
    expect(alert.textContent).toContain('Mensagem');
  });

  it('shows a close button only when it can be closed', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Alert>Sem fechar</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Alert onClose={onClose}>Com fechar</Alert>);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows its title, message and action', () => {
    render(
      <EmptyState
        title="Não há ordens de serviço"
        message="Nenhuma solicitação disponível."
        action={<a href="/spots/solicitar">Solicitar serviço</a>}
      />,
    );
    expect(screen.getByText('Não há ordens de serviço')).toBeTruthy();
    expect(screen.getByText('Nenhuma solicitação disponível.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solicitar serviço' })).toBeTruthy();
  });
});

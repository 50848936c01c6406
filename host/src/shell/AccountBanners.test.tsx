import { render, screen } from '@testing-library/react';
import { AccountBanners } from './AccountBanners';

const flags = (inativo: boolean, bloqueado: boolean) => ({ podeSolicitarRota: true, inativo, bloqueado });
const INACTIVE =
  'Sua conta está inativa há mais de 90 dias. Por favor, entre em contato com o e-mail comercial para reativar';
const BLOCKED =
  'Sua conta está bloqueada para solicitações. Por favor, entre em contato com o e-mail comercial';

describe('AccountBanners', () => {
  it('says nothing for an account in good standing', () => {
    const { container } = render(<AccountBanners account={flags(false, false)} />);
    expect(container.innerHTML).toBe('');
  });

  it('warns an inactive account with the spec text', () => {
    render(<AccountBanners account={flags(true, false)} />);
    expect(screen.getAllByRole('alert').map((banner) => banner.textContent)).toEqual([INACTIVE]);
  });

  it('warns a blocked account with the spec text', () => {
    render(<AccountBanners account={flags(false, true)} />);
    expect(screen.getAllByRole('alert').map((banner) => banner.textContent)).toEqual([BLOCKED]);
  });

  it('shows the blocked warning when both apply, as core decides', () => {
    render(<AccountBanners account={flags(true, true)} />);
    expect(screen.getAllByRole('alert').map((banner) => banner.textContent)).toEqual([BLOCKED]);
  });
});

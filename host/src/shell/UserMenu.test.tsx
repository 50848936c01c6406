import { CSRF_FIELD, LOGOUT_FORM_PATH } from '@box/core/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../test-support/fakeApi';
import { UserMenu } from './UserMenu';

describe('UserMenu', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server, which sets this cookie
    document.cookie = 'box_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('shows the first name and role, closed', () => {
    render(<UserMenu user={makeUser({ name: 'Ana Maria Souza', roleId: 2 })} />);
    const button = screen.getByRole('button', { name: /Ana/ });
    expect(button.textContent).toBe('AnaAdministrador');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on click with the profile link and Sair, without Admin for an admin', async () => {
    render(<UserMenu user={makeUser({ roleId: 2 })} />);
    await userEvent.click(screen.getByRole('button', { name: /Ana/ }));
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Preferências do usuário', 'Sair']);
    expect(items[0]?.getAttribute('href')).toBe('/perfil');
    expect(document.activeElement).toBe(items[0]);
  });

  it('adds Admin for the super admin', async () => {
    render(<UserMenu user={makeUser({ name: 'Root Box', roleId: 1 })} />);
    await userEvent.click(screen.getByRole('button', { name: /Root/ }));
    const admin = screen.getByRole('menuitem', { name: 'Admin' });
    expect(admin.getAttribute('href')).toBe('/contas-cadastradas');
  });

  it('logs out with a POST to /_ssr/sair in the top window, carrying the CSRF cookie', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server, which sets this cookie
    document.cookie = 'box_csrf=tok%2Babc';
    render(<UserMenu user={makeUser()} />);
    await userEvent.click(screen.getByRole('button', { name: /Ana/ }));
    const form = screen.getByRole('menuitem', { name: 'Sair' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/_ssr/sair');
    expect(form?.getAttribute('target')).toBe('_top');
    // What the browser posts: exactly one field, named as the server's form-token reader expects ('_csrf';
    // it once was 'csrf', refused with 403 'Requisição recusada'). logout.test.ts posts this same body.
    expect([...new FormData(form as HTMLFormElement)]).toEqual([[CSRF_FIELD, 'tok+abc']]);
    expect(form?.getAttribute('action')).toBe(LOGOUT_FORM_PATH);
  });

  it('works from the keyboard: arrows move, Escape closes and returns focus', async () => {
    render(<UserMenu user={makeUser({ roleId: 1 })} />);
    const button = screen.getByRole('button', { name: /Ana/ });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const [profile, admin, logout] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(profile);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(admin);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(logout);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(profile);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside', async () => {
    render(
      <div>
        <p>fora</p>
        <UserMenu user={makeUser()} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Ana/ }));
    expect(screen.getByRole('menu')).toBeDefined();
    await userEvent.click(screen.getByText('fora'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../test-support/fakeApi';
import { Header } from './Header';

const nav = () => screen.getByRole('navigation', { name: 'Principal' });

describe('Header', () => {
  it('links the five destinations and marks the current one', () => {
    render(<Header user={makeUser()} pathname="/extrato" />);
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Solicitar serviço', '/spots/solicitar'],
      ['Monitoramento', '/pedidos/monitoramento'],
      ['Histórico', '/spots'],
      ['Comprovantes', '/comprovantes'],
      ['Extrato', '/extrato'],
    ]);
    expect(within(nav()).getByRole('link', { name: 'Extrato' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav()).getByRole('link', { name: 'Histórico' }).getAttribute('aria-current')).toBeNull();
  });

  it('sends the super admin to the admin receipts', () => {
    render(<Header user={makeUser({ roleId: 1 })} pathname="/extrato" />);
    expect(within(nav()).getByRole('link', { name: 'Comprovantes' }).getAttribute('href')).toBe(
      '/admin/comprovantes',
    );
  });

  it('carries the brand and the user menu', () => {
    render(<Header user={makeUser()} pathname="/extrato" />);
    expect(screen.getByRole('link', { name: 'Box' }).getAttribute('href')).toBe('/pedidos/monitoramento');
    expect(screen.getByRole('button', { name: /Ana/ }).getAttribute('aria-haspopup')).toBe('menu');
  });

  it('folds the nav behind a Menu button that closes again on navigation', async () => {
    const { rerender } = render(<Header user={makeUser()} pathname="/extrato" />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-controls')).toBe(nav().id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav().getAttribute('data-open')).toBe('true');
    rerender(<Header user={makeUser()} pathname="/spots" />);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

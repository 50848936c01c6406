import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip';

function Demo() {
  return (
    <>
      <Tooltip content="Cadastre um armazém">
        <button type="button">Ajuda</button>
      </Tooltip>
      <button type="button">Outro</button>
    </>
  );
}

describe('Tooltip', () => {
  it('describes its trigger even while hidden', () => {
    render(<Demo />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Ajuda' });
    expect(document.getElementById(trigger.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Cadastre um armazém',
    );
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    render(<Demo />);
    await userEvent.hover(screen.getByRole('button', { name: 'Ajuda' }));
    expect(screen.getByRole('tooltip').textContent).toBe('Cadastre um armazém');
    await userEvent.unhover(screen.getByRole('button', { name: 'Ajuda' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on focus, closes with Escape and on blur', async () => {
    render(<Demo />);
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

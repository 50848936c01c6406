import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles through its label and is described by its description', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox checked={false} onChange={onChange} label="Em atraso" description="Agendadas no passado" />,
    );
    const box = screen.getByRole('checkbox', { name: 'Em atraso' });
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Agendadas no passado',
    );
    await userEvent.click(screen.getByText('Em atraso'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('reports unchecking and ignores clicks while disabled', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Checkbox checked onChange={onChange} label="Com pendência" />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    onChange.mockClear();
    rerender(<Checkbox checked onChange={onChange} label="Com pendência" disabled />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

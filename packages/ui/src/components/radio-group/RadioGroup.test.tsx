import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'ALL', label: 'Todas' },
  { value: 'FINISHED', label: 'Finalizadas' },
  { value: 'CANCELED', label: 'Canceladas', disabled: true },
] as const;

describe('RadioGroup', () => {
  it('is a named group with the current value checked', () => {
    render(<RadioGroup legend="Status" options={options} value="FINISHED" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Status' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Finalizadas' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Todas' }) as HTMLInputElement).checked).toBe(false);
  });

  it('reports the chosen value and ignores disabled options', async () => {
    const onChange = vi.fn();
    render(<RadioGroup legend="Status" options={options} value="ALL" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Finalizadas' }));
    expect(onChange).toHaveBeenCalledWith('FINISHED');
    onChange.mockClear();
    await userEvent.click(screen.getByRole('radio', { name: 'Canceladas' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

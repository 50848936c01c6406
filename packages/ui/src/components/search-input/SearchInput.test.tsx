import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchInput } from './SearchInput';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchInput value={value} onChange={setValue} label="Buscar ordens" placeholder="OS ou solicitante" />
      <output>{value}</output>
    </>
  );
}

describe('SearchInput', () => {
  it('is a labelled search field that reports what is typed', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar ordens' }), 'ana');
    expect(screen.getByRole('status').textContent).toBe('ana');
  });

  it('clears with its button and with Escape', async () => {
    render(<Harness />);
    const field = screen.getByRole('searchbox', { name: 'Buscar ordens' });
    expect(screen.queryByRole('button', { name: 'Limpar busca' })).toBeNull();
    await userEvent.type(field, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect((field as HTMLInputElement).value).toBe('');
    await userEvent.type(field, 'xyz{Escape}');
    expect((field as HTMLInputElement).value).toBe('');
  });
});

import { maskCep } from '@box/core/format';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';

function Harness(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField label="CEP" value={value} onChange={setValue} {...props} />
      <output>{value}</output>
    </>
  );
}

describe('TextField', () => {
  it('is labelled and reports what is typed', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('textbox', { name: 'CEP' }), 'abc');
    expect(screen.getByRole('status').textContent).toBe('abc');
  });

  it('applies the mask to typed and pasted text', async () => {
    render(<Harness mask={maskCep} />);
    const field = screen.getByRole('textbox', { name: 'CEP' });
    await userEvent.type(field, '01310100');
    expect((field as HTMLInputElement).value).toBe('01310-100');
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('01001000');
    expect((field as HTMLInputElement).value).toBe('01001-000');
  });

  it('shows the error under the field, marks it invalid and describes it with it', () => {
    render(<Harness error="O CEP procurado não foi encontrado." hint="Ex.: 01310-100" />);
    const field = screen.getByRole('textbox', { name: 'CEP' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'O CEP procurado não foi encontrado.',
    );
    // One message at a time: the hint yields to the error.
    expect(screen.queryByText('Ex.: 01310-100')).toBeNull();
  });

  it('describes a valid field with its hint and keeps a caller-given description', () => {
    render(<Harness hint="Ex.: 01310-100" aria-describedby="outside" />);
    const field = screen.getByRole('textbox', { name: 'CEP' });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    const [outside, hint] = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(outside).toBe('outside');
    expect(document.getElementById(hint ?? '')?.textContent).toBe('Ex.: 01310-100');
  });

  it('shows a prefix outside the value and passes input attributes through', () => {
    render(<Harness label="Valor" prefix="R$" inputMode="decimal" maxLength={12} disabled />);
    const field = screen.getByRole('textbox', { name: 'Valor' }) as HTMLInputElement;
    expect(screen.getByText('R$')).toBeTruthy();
    expect(field.value).toBe('');
    expect(field.maxLength).toBe(12);
    expect(field.inputMode).toBe('decimal');
    expect(field.disabled).toBe(true);
  });

  it('can be marked invalid by a message shown elsewhere', () => {
    render(<Harness aria-invalid aria-describedby="pair-error" />);
    const field = screen.getByRole('textbox', { name: 'CEP' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('pair-error');
    expect(field.closest('.box-field')?.className).toContain('box-field--invalid');
  });
});

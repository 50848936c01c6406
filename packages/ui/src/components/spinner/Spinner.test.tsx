import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces a loading status with its label', () => {
    render(<Spinner label="Carregando pedidos" />);
    expect(screen.getByRole('status').textContent).toBe('Carregando pedidos');
  });

  it('is hidden from assistive tech when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.box-spinner')?.getAttribute('aria-hidden')).toBe('true');
  });
});

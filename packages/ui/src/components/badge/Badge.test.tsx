import { render, screen } from '@testing-library/react';
import { Badge, CountBadge } from './Badge';

describe('Badge', () => {
  it('shows its words with the tone as a class', () => {
    render(<Badge tone="warning">Em atraso</Badge>);
    expect(screen.getByText('Em atraso').className).toContain('box-badge--warning');
  });
});

describe('CountBadge', () => {
  it('shows the number and tells screen readers what it counts', () => {
    const { container } = render(<CountBadge count={2} label="filtros ativos" />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('2');
    expect(screen.getByText('2 filtros ativos').className).toBe('box-sr-only');
  });

  it('is hidden at zero unless asked to show it', () => {
    const { container, rerender } = render(<CountBadge count={0} label="filtros ativos" />);
    expect(container.textContent).toBe('');
    rerender(<CountBadge count={0} label="filtros ativos" showZero />);
    expect(screen.getByText('0 filtros ativos')).toBeTruthy();
  });
});

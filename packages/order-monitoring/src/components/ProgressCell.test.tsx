import { render } from '@testing-library/react';
import { ProgressCell, type ProgressCellProps } from './ProgressCell';

const registered: ProgressCellProps = { progress: 3, totalStops: 3, failedServices: 0, sefaz: 'registered' };

/** The cell's lines as a reader meets them: each child's text, hidden parts left out. */
function linesOf(props: ProgressCellProps): string[] {
  const { container } = render(<ProgressCell {...props} />);
  const cell = container.firstElementChild as HTMLElement;
  return Array.from(cell.children)
    .filter((child) => child.getAttribute('aria-hidden') !== 'true')
    .map((child) => child.textContent)
    .filter(Boolean) as string[];
}

describe('ProgressCell: the SEFAZ protocol under the badge (issue 20)', () => {
  it('writes the one registered proof’s protocol in full, in small muted print under the badge', () => {
    const { container } = render(<ProgressCell {...registered} protocols={['135260000000123']} />);
    const note = container.querySelector('.box-monitoring__protocols');
    expect(note?.textContent).toBe('Protocolo 135260000000123');
    expect(note?.className).toBe('box-monitoring__muted box-monitoring__protocols');
    // After the badge, as its own line, and not hidden from screen readers.
    expect(note?.previousElementSibling?.textContent).toBe('Registrado na SEFAZ');
    expect(note?.closest('[aria-hidden="true"]')).toBeNull();
    expect(linesOf({ ...registered, protocols: ['135260000000123'] })).toEqual([
      '3 de 3 paradas concluídas',
      'Registrado na SEFAZ',
      'Protocolo 135260000000123',
    ]);
  });

  it('counts several protocols instead of listing them, also beside failures and a pending proof', () => {
    const { container } = render(
      <ProgressCell
        progress={4}
        totalStops={4}
        failedServices={1}
        sefaz="pending"
        protocols={['135260000000123', '135260000000456', '135260000000789']}
      />,
    );
    const note = container.querySelector('.box-monitoring__protocols');
    expect(note?.textContent).toBe('3 protocolos');
    expect(container.textContent).not.toContain('135260000000123');
    expect(note?.previousElementSibling?.className).toBe('box-monitoring__progress-notes');
    expect(linesOf({ ...registered, protocols: ['135260000000123', '135260000000456'] })).toEqual([
      '3 de 3 paradas concluídas',
      'Registrado na SEFAZ',
      '2 protocolos',
    ]);
  });

  it('adds nothing when there is no protocol: none registered, an older answer without the field', () => {
    for (const protocols of [[], undefined]) {
      const { container, unmount } = render(<ProgressCell {...registered} protocols={protocols} />);
      expect(container.querySelector('.box-monitoring__protocols')).toBeNull();
      expect(container.textContent).not.toMatch(/protocolo/i);
      // The count, its spoken form, the bar and the badge.
      expect(container.firstElementChild?.children).toHaveLength(4);
      unmount();
    }
    expect(linesOf({ ...registered, sefaz: null, protocols: [] })).toEqual(['3 de 3 paradas concluídas']);
  });
});

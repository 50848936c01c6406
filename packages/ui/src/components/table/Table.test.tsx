import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { PageScrollRows } from './PageScrollRows';
import { NARROW_SCREEN, Table } from './Table';
import type { TableColumn } from './types';
import { VirtualRows } from './VirtualRows';

interface Row {
  id: number;
  name: string;
}

const columns: TableColumn<Row>[] = [
  {
    id: 'os',
    header: 'OS',
    cell: (row) => <a href={`/pedidos/acompanhe/${row.id}`}>{row.id}</a>,
  },
  { id: 'name', header: 'Solicitante', cell: (row) => row.name },
  {
    id: 'actions',
    header: 'Ações',
    cell: (row) => (
      <button type="button" onClick={() => {}}>
        Detalhes {row.id}
      </button>
    ),
  },
];

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Pessoa ${i + 1}` }));

describe('Table', () => {
  it('is a semantic table with a header row, a caption and labelled cells for the card layout', () => {
    render(<Table caption="Ordens" columns={columns} rows={rows(2)} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Ordens' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['OS', 'Solicitante', 'Ações']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('cell', { name: 'Pessoa 2' }).getAttribute('data-label')).toBe('Solicitante');
  });

  it('calls onRowClick for a click on the row but not for links or buttons inside it', async () => {
    const onRowClick = vi.fn();
    render(
      <Table
        caption="Ordens"
        columns={columns}
        rows={rows(2)}
        rowKey={(r) => r.id}
        onRowClick={onRowClick}
      />,
    );
    await userEvent.click(screen.getByRole('cell', { name: 'Pessoa 2' }));
    expect(onRowClick).toHaveBeenCalledWith({ id: 2, name: 'Pessoa 2' });

    onRowClick.mockClear();
    const link = screen.getByRole('link', { name: '1' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await userEvent.click(screen.getByRole('button', { name: 'Detalhes 2' }));
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('renders only a window of a long list, keeping every row position for assistive tech', () => {
    render(
      <Table
        caption="Ordens"
        columns={columns}
        rows={rows(5000)}
        rowKey={(r) => r.id}
        virtual={{ windowRows: VirtualRows, rowHeight: 50, overscan: 5, fallbackViewportHeight: 500 }}
      />,
    );
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    const bodyRows = table.querySelectorAll('tbody tr[data-index]');
    expect(bodyRows.length).toBeGreaterThanOrEqual(10);
    expect(bodyRows.length).toBeLessThanOrEqual(100);
    expect(bodyRows[0]?.getAttribute('aria-rowindex')).toBe('2');
    // The spacer after the window stands for the rows not rendered.
    const spacer = table.querySelector<HTMLElement>('tbody tr.box-table__spacer:last-child td');
    expect(Number.parseInt(spacer?.style.height ?? '0', 10)).toBeGreaterThan(200_000);
  });

  it('moves the window when the list scrolls', async () => {
    render(
      <Table
        caption="Ordens"
        columns={columns}
        rows={rows(5000)}
        rowKey={(r) => r.id}
        virtual={{ windowRows: VirtualRows, rowHeight: 50, overscan: 5, fallbackViewportHeight: 500 }}
      />,
    );
    const scroller = screen.getByRole('region', { name: 'Ordens' });
    // happy-dom has no layout: give the scroll area the sizes a browser would report.
    Object.defineProperty(scroller, 'clientHeight', { value: 500 });
    Object.defineProperty(scroller, 'scrollHeight', { value: 5000 * 50 });
    await act(async () => {
      scroller.scrollTop = 100_000;
      scroller.dispatchEvent(new Event('scroll'));
    });
    const indexes = Array.from(scroller.querySelectorAll('tbody tr[data-index]')).map((tr) =>
      Number(tr.getAttribute('data-index')),
    );
    expect(indexes.length).toBeLessThanOrEqual(100);
    expect(indexes).toContain(2000);
    expect(screen.queryByRole('cell', { name: 'Pessoa 1' })).toBeNull();
    expect(
      screen.getByRole('cell', { name: 'Pessoa 2001' }).closest('tr')?.getAttribute('aria-rowindex'),
    ).toBe('2002');
  });

  it('gives the rows of a virtual table the height the virtualiser counts on', () => {
    render(
      <Table
        caption="Ordens"
        columns={columns}
        rows={rows(3)}
        rowKey={(r) => r.id}
        virtual={{ windowRows: VirtualRows, rowHeight: 50, fallbackViewportHeight: 500 }}
      />,
    );
    expect(screen.getByRole('table').style.getPropertyValue('--box-table-row-height')).toBe('50px');
  });

  it('refills the rendered rows in place when the list changes under the window', () => {
    const props = {
      caption: 'Ordens',
      columns,
      rowKey: (r: Row) => r.id,
      virtual: { windowRows: VirtualRows, rowHeight: 50, overscan: 2, fallbackViewportHeight: 500 },
    };
    const all = rows(5000);
    const { rerender } = render(<Table {...props} rows={all} />);
    const firstRow = screen.getByRole('cell', { name: 'Pessoa 1' }).closest('tr');

    const found = all.filter((row) => row.id % 7 === 0);
    rerender(<Table {...props} rows={found} />);
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe(String(found.length + 1));
    expect(screen.queryByRole('cell', { name: 'Pessoa 1' })).toBeNull();
    // The same <tr> now shows the first row found, at the first position.
    const refilled = screen.getByRole('cell', { name: 'Pessoa 7' }).closest('tr');
    expect(refilled).toBe(firstRow);
    expect(refilled?.getAttribute('aria-rowindex')).toBe('2');
  });

  it('does not render the cells of a row again while its row and columns stay the same', () => {
    const cell = vi.fn((row: Row) => row.name);
    const counted: TableColumn<Row>[] = [{ id: 'name', header: 'Solicitante', cell }];
    const list = rows(3);
    const { rerender } = render(
      <Table caption="Ordens" columns={counted} rows={list} rowKey={(r) => r.id} />,
    );
    expect(cell).toHaveBeenCalledTimes(3);

    cell.mockClear();
    const changed = { id: 2, name: 'Outra pessoa' };
    rerender(
      <Table
        caption="Ordens"
        columns={counted}
        rows={[list[0], changed, list[2]] as Row[]}
        rowKey={(r) => r.id}
      />,
    );
    expect(cell.mock.calls.map(([row]) => row)).toEqual([changed]);
    expect(screen.getByRole('cell', { name: 'Outra pessoa' })).toBeTruthy();
  });

  describe('on a narrow screen', () => {
    beforeEach(() => {
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: query === NARROW_SCREEN,
            media: query,
            addEventListener: () => {},
            removeEventListener: () => {},
          }) as unknown as MediaQueryList,
      );
    });
    afterEach(() => {
      vi.restoreAllMocks();
      window.scrollTo(0, 0);
    });

    it('scrolls a long virtual list with the page, not in a small box of its own, still windowed', async () => {
      render(
        <Table
          caption="Ordens"
          columns={columns}
          rows={rows(5000)}
          rowKey={(r) => r.id}
          virtual={{
            windowRows: VirtualRows,
            rowHeight: 50,
            overscan: 5,
            fallbackViewportHeight: 500,
            pageRows: PageScrollRows,
          }}
          maxHeight="min(68vh, 760px)"
        />,
      );
      const table = screen.getByRole('table');
      // No scroll box: no region to tab into, no height limit.
      expect(screen.queryByRole('region')).toBeNull();
      expect((table.parentElement as HTMLElement).style.maxHeight).toBe('');
      const rendered = () =>
        Array.from(table.querySelectorAll('tbody tr[data-index]'), (tr) =>
          Number(tr.getAttribute('data-index')),
        );
      expect(rendered().length).toBeGreaterThanOrEqual(10);
      expect(rendered().length).toBeLessThanOrEqual(100);

      // The page's scroll moves the window.
      await act(async () => {
        window.scrollTo(0, 100_000);
        window.dispatchEvent(new Event('scroll'));
      });
      expect(rendered()).toContain(2000);
      expect(rendered().length).toBeLessThanOrEqual(100);
      expect(screen.queryByRole('cell', { name: 'Pessoa 1' })).toBeNull();
    });

    it('keeps the scroll box of a virtual table that does not hand in PageScrollRows', () => {
      render(
        <Table
          caption="Ordens"
          columns={columns}
          rows={rows(500)}
          rowKey={(r) => r.id}
          virtual={{ windowRows: VirtualRows, rowHeight: 50 }}
          maxHeight="300px"
        />,
      );
      expect(screen.getByRole('region', { name: 'Ordens' }).style.maxHeight).toBe('300px');
    });

    it('keeps the scroll box of a table that is not virtual', () => {
      render(
        <Table caption="Ordens" columns={columns} rows={rows(3)} rowKey={(r) => r.id} maxHeight="300px" />,
      );
      expect(screen.getByRole('region', { name: 'Ordens' }).style.maxHeight).toBe('300px');
    });
  });
});

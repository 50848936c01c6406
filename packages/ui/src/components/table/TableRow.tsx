import { type MouseEvent, memo, type ReactNode, type Ref } from 'react';
import { isRowClick } from './rowClick';
import type { TableColumn } from './types';

export interface TableRowProps<T> {
  row: T;
  /** 0-based position in the whole data set (not in the rendered window). */
  index: number;
  columns: readonly TableColumn<T>[];
  onRowClick?: (row: T) => void;
  className?: string;
  ref?: Ref<HTMLTableRowElement>;
}

/**
 * One body row. Memoised, like its cells: a virtual list re-renders its window on every scroll step and every
 * change of the list, and rows that stay (same order, same columns) should cost nothing then.
 */
export const TableRow = memo(function TableRow<T>({
  row,
  index,
  columns,
  onRowClick,
  className,
  ref,
}: TableRowProps<T>) {
  const onClick = onRowClick
    ? (event: MouseEvent<HTMLTableRowElement>) => {
        if (isRowClick(event)) onRowClick(row);
      }
    : undefined;
  const classes = ['box-table__row', onRowClick ? 'box-table__row--clickable' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <tr
      ref={ref}
      className={classes}
      // Header is row 1; the virtualiser's measuring reads data-index.
      aria-rowindex={index + 2}
      data-index={index}
      onClick={onClick}
    >
      <RowCells row={row} columns={columns} />
    </tr>
  );
}) as <T>(props: TableRowProps<T>) => ReactNode;

/** The cells depend on the row and the columns only: a row that moves (new index) keeps them as they are. */
const RowCells = memo(function RowCells<T>({ row, columns }: { row: T; columns: readonly TableColumn<T>[] }) {
  return columns.map((column) => (
    <td
      key={column.id}
      className={column.className ? `box-table__cell ${column.className}` : 'box-table__cell'}
      data-label={column.label ?? (typeof column.header === 'string' ? column.header : undefined)}
    >
      {column.cell(row)}
    </td>
  ));
}) as <T>(props: { row: T; columns: readonly TableColumn<T>[] }) => ReactNode;

import { type CSSProperties, useState } from 'react';
import { useMediaQuery } from '../../state/useMediaQuery';
import { TableRow } from './TableRow';
import type { TableColumn, TableVirtualOptions } from './types';

export interface TableProps<T> {
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Accessible name of the table (also its hidden caption). */
  caption: string;
  /** Called for a click on the row itself; clicks on links, buttons or fields inside the row are ignored. */
  onRowClick?: (row: T) => void;
  rowClassName?: (row: T) => string | undefined;
  /** Render only the visible window of rows (for long lists). */
  virtual?: TableVirtualOptions;
  /**
   * Height of the scroll area (the header stays visible while the rows scroll). Not on a narrow screen
   * (NARROW_SCREEN) for a virtual table given `pageRows`: there the page scrolls its rows.
   */
  maxHeight?: string;
}

/** Where rows stack as cards (Table.css) and a virtual table with `pageRows` scrolls with the page. */
export const NARROW_SCREEN = '(max-width: 720px)';

/**
 * A semantic table with a sticky header. On a narrow container the rows become stacked cards, each value led
 * by its column label. On a narrow screen a virtual table given `pageRows` is windowed over the page's scroll:
 * a box of its own left a phone a few cards' height to scroll in.
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  onRowClick,
  rowClassName,
  virtual,
  maxHeight,
}: TableProps<T>) {
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const pageScroll = useMediaQuery(NARROW_SCREEN) && virtual?.pageRows !== undefined;
  const ownScroll = !pageScroll && (virtual || maxHeight);
  // A scrollable area needs a name and a tab stop so it can be scrolled without a mouse (WCAG 2.1.1).
  const scrollAreaProps = ownScroll ? ({ role: 'region', 'aria-label': caption, tabIndex: 0 } as const) : {};
  return (
    <div className="box-table-container" part="table">
      <div
        ref={setScrollElement}
        className={virtual && !pageScroll ? 'box-table-scroll box-table-scroll--virtual' : 'box-table-scroll'}
        style={ownScroll && maxHeight ? { maxHeight } : undefined}
        {...scrollAreaProps}
      >
        <table
          className="box-table"
          aria-rowcount={rows.length + 1}
          // The rows of a virtual table take the virtualiser's estimate as their height (Table.css).
          style={
            virtual ? ({ '--box-table-row-height': `${virtual.rowHeight}px` } as CSSProperties) : undefined
          }
        >
          <caption className="box-sr-only">{caption}</caption>
          <thead className="box-table__head">
            <tr aria-rowindex={1}>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={column.className ? `box-table__header ${column.className}` : 'box-table__header'}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {virtual ? (
              <virtual.windowRows
                rows={rows}
                columns={columns}
                rowKey={rowKey}
                onRowClick={onRowClick}
                rowClassName={rowClassName}
                scrollElement={scrollElement}
                pageScroll={pageScroll}
                options={virtual}
              />
            ) : (
              rows.map((row, index) => (
                <TableRow
                  key={rowKey(row)}
                  row={row}
                  index={index}
                  columns={columns}
                  onRowClick={onRowClick}
                  className={rowClassName?.(row)}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

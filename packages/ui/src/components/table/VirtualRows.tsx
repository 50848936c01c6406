import {
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { TableRow } from './TableRow';
import type { TableColumn, TableVirtualOptions } from './types';

interface VirtualRowsProps<T> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  rowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  rowClassName?: (row: T) => string | undefined;
  /** The scrolling ancestor, once mounted (a parent's ref is not set yet when a child's effects run). */
  scrollElement: HTMLDivElement | null;
  options: TableVirtualOptions;
}

/**
 * Only the rows in (and near) the visible window are in the DOM; spacer rows keep the scroll height right.
 * Each rendered row keeps its position in the whole set (aria-rowindex) so assistive tech still reads
 * "row 812 of 5001".
 */
export function VirtualRows<T>({
  rows,
  columns,
  rowKey,
  onRowClick,
  rowClassName,
  scrollElement,
  options,
}: VirtualRowsProps<T>) {
  const { rowHeight, overscan = 8, fallbackViewportHeight = 640 } = options;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    overscan,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
    initialRect: { width: 0, height: fallbackViewportHeight },
    // Without layout (hidden, not yet laid out, or a test DOM) sizes read 0: fall back to the estimates
    // instead of concluding that every row fits.
    observeElementRect: (instance: Virtualizer<HTMLDivElement, Element>, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width, height: fallbackViewportHeight }),
      ),
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : rowHeight;
    },
  });

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const span = columns.length;

  return (
    <>
      {before > 0 ? (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, nothing in it can take focus.
        <tr className="box-table__spacer" aria-hidden="true">
          <td colSpan={span} style={{ height: before }} />
        </tr>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        if (row === undefined) return null;
        return (
          <TableRow
            key={item.key}
            ref={virtualizer.measureElement}
            row={row}
            index={item.index}
            columns={columns}
            onRowClick={onRowClick}
            className={rowClassName?.(row)}
          />
        );
      })}
      {after > 0 ? (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, nothing in it can take focus.
        <tr className="box-table__spacer" aria-hidden="true">
          <td colSpan={span} style={{ height: after }} />
        </tr>
      ) : null}
    </>
  );
}

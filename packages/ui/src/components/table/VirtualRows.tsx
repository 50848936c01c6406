import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type Key, useCallback, useMemo, useRef } from 'react';
import { TableRow } from './TableRow';
import type { TableColumn, TableVirtualOptions } from './types';

export interface VirtualRowsProps<T> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  rowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  rowClassName?: (row: T) => string | undefined;
  /** The scrolling ancestor, once mounted (a parent's ref is not set yet when a child's effects run). */
  scrollElement: HTMLDivElement | null;
  /** The rows scroll with the page (a narrow screen, and `options.pageRows` given), not in `scrollElement`. */
  pageScroll?: boolean;
  options: TableVirtualOptions;
}

// biome-ignore lint/suspicious/noExplicitAny: a row list virtualised over a box or over the window alike.
export type RowVirtualizer = Virtualizer<any, HTMLTableRowElement>;

/**
 * Only the rows in (and near) the visible window are in the DOM; spacer rows keep the scroll height right.
 * Each rendered row keeps its position in the whole set (aria-rowindex) so assistive tech still reads
 * "row 812 of 5001". The window is that of the table's own scroll box, or of the page (`pageScroll`, with the
 * PAGE_SCROLL_ROWS a table opts into): on a phone a box of its own leaves a few cards' height to scroll in.
 *
 * Rows are keyed by their slot in the window (see `windowSlots`), not by what they show: when the list changes
 * under the window (a search), each <tr> is refilled in place, which costs text updates instead of removing
 * and creating every element of every row and resolving their styles again; when the window scrolls, only the
 * rows that enter it are refilled, reusing the rows that left.
 */
export function VirtualRows<T>(props: VirtualRowsProps<T>) {
  const PageRows = props.options.pageRows;
  return props.pageScroll && PageRows ? <PageRows {...props} /> : <BoxRows {...props} />;
}

/**
 * What both virtualisers share: the rows, their keys and sizes. Each function keeps its identity while what it
 * reads does: the virtualiser works out every row's position again (a pass over the whole list) whenever
 * `getItemKey` is a new function, which a new one on each render made it do for renders that changed no row.
 */
export function useBaseOptions<T>({ rows, rowKey, options }: VirtualRowsProps<T>) {
  const { rowHeight, overscan = 8 } = options;
  const getItemKey = useCallback(
    (index: number) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
    [rows, rowKey],
  );
  const sizes = useMemo(() => rowSizes(rowHeight), [rowHeight]);
  return { count: rows.length, overscan, getItemKey, ...sizes };
}

/** The estimate and the measuring of rows `rowHeight` high in the table layout. */
function rowSizes(rowHeight: number) {
  return {
    estimateSize: () => rowHeight,
    // Sizes come from the ResizeObserver, which reports them after the browser's own layout. The ref callback
    // (entry undefined) must not read a size: that would force a layout in the middle of every commit. In the
    // table layout every row has the estimated height (Table.css), so the reports change nothing; stacked cards
    // differ and are corrected when their report arrives.
    measureElement: (
      element: HTMLTableRowElement,
      entry: ResizeObserverEntry | undefined,
      instance: RowVirtualizer,
    ) => {
      if (!entry) {
        const key = instance.options.getItemKey(instance.indexFromElement(element));
        return instance.itemSizeCache.get(key) ?? rowHeight;
      }
      const size = entry.borderBoxSize?.[0]?.blockSize ?? 0;
      // Without layout (hidden) the size reads 0: keep the estimate.
      return size > 0 ? Math.round(size) : rowHeight;
    },
  };
}

/** Rows scrolling inside the table's own box. */
function BoxRows<T>(props: VirtualRowsProps<T>) {
  const { fallbackViewportHeight = 640 } = props.options;
  const virtualizer = useVirtualizer({
    ...useBaseOptions(props),
    getScrollElement: () => props.scrollElement,
    initialRect: { width: 0, height: fallbackViewportHeight },
    // Without layout (hidden, not yet laid out, or a test DOM) sizes read 0: fall back to the estimates
    // instead of concluding that every row fits.
    observeElementRect: (instance: Virtualizer<HTMLDivElement, HTMLTableRowElement>, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width, height: fallbackViewportHeight }),
      ),
  });
  return <WindowRows {...props} virtualizer={virtualizer} offset={0} />;
}

/** The rendered window of rows between two spacers; `offset` is the virtualiser's scroll margin. */
export function WindowRows<T>({
  rows,
  columns,
  onRowClick,
  rowClassName,
  virtualizer,
  offset,
}: VirtualRowsProps<T> & { virtualizer: RowVirtualizer; offset: number }) {
  const itemRefs = useRef(new Map<Key, RowRef>());
  const items = virtualizer.getVirtualItems();
  const slotOf = windowSlots(items.length);
  // One ref per item, kept while the item stays in the window (a new function would re-render its row).
  const previousRefs = itemRefs.current;
  const refs = new Map<Key, RowRef>();
  for (const item of items) refs.set(item.key, previousRefs.get(item.key) ?? itemRef(virtualizer, item.key));
  itemRefs.current = refs;
  const before = (items[0]?.start ?? offset) - offset;
  const after = virtualizer.getTotalSize() - ((items[items.length - 1]?.end ?? offset) - offset);
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
            key={slotOf(item.index)}
            ref={refs.get(item.key)}
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

type RowRef = (node: HTMLTableRowElement | null) => void;

/**
 * The ref of the row showing item `key`. A refilled row is a new item for the virtualiser: with a ref function
 * per item, React hands the element over again, so the virtualiser observes (and measures) it under the new
 * item, and the item it showed before lets go of it (the element itself stays observed).
 */
function itemRef(virtualizer: RowVirtualizer, key: Key): RowRef {
  return (node) => {
    if (node) {
      virtualizer.measureElement(node);
      return;
    }
    virtualizer.elementsCache.delete(key);
    // Lets the virtualiser stop observing rows that left the DOM.
    virtualizer.measureElement(null);
  };
}

/**
 * Slot of the row at `index`: its position modulo a power of two at least as large as the window, so the rows
 * of any window have distinct slots and a row keeps its slot while the window scrolls.
 */
function windowSlots(windowSize: number): (index: number) => number {
  const slots = 2 ** Math.ceil(Math.log2(Math.max(windowSize, 16)));
  return (index) => index % slots;
}

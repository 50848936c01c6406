import type { ComponentType, ReactNode } from 'react';

export interface TableColumn<T> {
  id: string;
  header: ReactNode;
  /** Label shown before the value when rows stack as cards on a narrow width; defaults to a string header. */
  label?: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

export interface TableVirtualOptions {
  /**
   * `VirtualRows`, which windows the rows. Handed in rather than built in, so that the libraries whose tables
   * never window do not carry the virtualiser (@tanstack/virtual-core, about 7 KB gzip; issue 19).
   */
  // biome-ignore lint/suspicious/noExplicitAny: the rows of any table (VirtualRowsProps<T>).
  windowRows: ComponentType<any>;
  /**
   * Row height in px. In the table layout every row is given this height, so the virtualiser's positions are
   * right without measuring rows: choose it to fit the tallest cell. Stacked cards (narrow container), and a
   * row whose content is taller anyway, are measured after layout.
   */
  rowHeight: number;
  /** Rows rendered beyond the visible window on each side. */
  overscan?: number;
  /**
   * Height assumed for the scroll area while the browser has not laid it out (or never will, as in tests).
   */
  fallbackViewportHeight?: number;
  /**
   * `PageScrollRows` to let the page scroll the rows on a narrow screen (NARROW_SCREEN) instead of the table's
   * own box. Handed in rather than built in, so that tables keeping their box do not carry it.
   */
  // biome-ignore lint/suspicious/noExplicitAny: the rows of any table (VirtualRowsProps<T>).
  pageRows?: ComponentType<any>;
}

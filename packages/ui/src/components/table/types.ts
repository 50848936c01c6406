import type { ReactNode } from 'react';

export interface TableColumn<T> {
  id: string;
  header: ReactNode;
  /** Label shown before the value when rows stack as cards on a narrow width; defaults to a string header. */
  label?: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

export interface TableVirtualOptions {
  /** Estimated row height in px; rows are measured once rendered. */
  rowHeight: number;
  /** Rows rendered beyond the visible window on each side. */
  overscan?: number;
  /**
   * Height assumed for the scroll area while the browser has not laid it out (or never will, as in tests).
   */
  fallbackViewportHeight?: number;
}

import { renderHook } from '@testing-library/react';
import { useBaseOptions, type VirtualRowsProps } from './VirtualRows';

interface Row {
  id: number;
}

const rowKey = (row: Row) => row.id;
const options = { windowRows: () => null, rowHeight: 50 };
const props = (rows: readonly Row[], rowHeight = 50): VirtualRowsProps<Row> => ({
  rows,
  columns: [],
  rowKey,
  scrollElement: null,
  options: { ...options, rowHeight },
});

describe('useBaseOptions', () => {
  it('keeps its functions while the rows and the row height stay, so the virtualiser keeps its positions', () => {
    const rows = [{ id: 7 }, { id: 9 }];
    const { result, rerender } = renderHook((p: VirtualRowsProps<Row>) => useBaseOptions(p), {
      initialProps: props(rows),
    });
    const first = result.current;
    expect(first.count).toBe(2);
    expect(first.getItemKey(1)).toBe(9);
    // Past the end (the virtualiser asks while the count changes) the index is the key.
    expect(first.getItemKey(5)).toBe(5);
    rerender(props(rows));
    expect(result.current.getItemKey).toBe(first.getItemKey);
    expect(result.current.estimateSize).toBe(first.estimateSize);
    expect(result.current.measureElement).toBe(first.measureElement);
  });

  it('keys new rows with a new function, and sizes a new row height with new ones', () => {
    const { result, rerender } = renderHook((p: VirtualRowsProps<Row>) => useBaseOptions(p), {
      initialProps: props([{ id: 7 }]),
    });
    const first = result.current;
    rerender(props([{ id: 8 }]));
    expect(result.current.getItemKey).not.toBe(first.getItemKey);
    expect(result.current.getItemKey(0)).toBe(8);
    expect(result.current.estimateSize).toBe(first.estimateSize);
    rerender(props([{ id: 8 }], 73));
    expect(result.current.estimateSize()).toBe(73);
  });
});

import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState } from 'react';
import { useBaseOptions, type VirtualRowsProps, WindowRows } from './VirtualRows';

/**
 * A virtual table's rows windowed over the page's own scroll, for a narrow screen where a scroll box of its own
 * left a phone a few cards' height to scroll in. Opt-in (`virtual.pageRows`), so that the tables that keep their
 * box do not carry it.
 */
export function PageScrollRows<T>(props: VirtualRowsProps<T>) {
  const offset = usePageTop(props.scrollElement);
  const virtualizer = useWindowVirtualizer({ ...useBaseOptions(props), scrollMargin: offset });
  return <WindowRows {...props} virtualizer={virtualizer} offset={offset} />;
}

/**
 * Where `element`'s rows start on the page, in px from its top. Measured again whenever the page changes size,
 * which is what a change above the table (tabs, a banner, a wrapped toolbar) does.
 */
function usePageTop(element: HTMLElement | null): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const body = element?.querySelector('tbody');
    if (!body) return;
    const measure = () => setTop(Math.round(body.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [element]);
  return top;
}

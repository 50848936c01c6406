import { type RefObject, useEffect, useState } from 'react';
import { photosPerPage, WIDE_VIEWPORT_QUERY } from './photosPerPage';

/**
 * Photos per page for the carousel in `ref`: follows the viewport (matchMedia) and the carousel's own width
 * (ResizeObserver), since a widget may sit in a narrow column of a wide page.
 */
export function usePhotosPerPage(ref: RefObject<HTMLElement | null>): 1 | 4 {
  const [perPage, setPerPage] = useState<1 | 4>(1);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const media = typeof matchMedia === 'function' ? matchMedia(WIDE_VIEWPORT_QUERY) : null;
    let width = element.getBoundingClientRect().width;
    const update = () => setPerPage(photosPerPage(media?.matches ?? false, width));
    update();
    media?.addEventListener?.('change', update);
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver((entries) => {
            const entry = entries[entries.length - 1];
            if (!entry) return;
            width = entry.contentRect.width;
            update();
          })
        : null;
    observer?.observe(element);
    return () => {
      media?.removeEventListener?.('change', update);
      observer?.disconnect();
    };
  }, [ref]);

  return perPage;
}

import { vi } from 'vitest';

/**
 * A viewport `width` px wide as `matchMedia` sees it (min-width queries); `keyboard`: a mouse or touchpad (the
 * fine-pointer query matches), by default a desktop's and not a phone's touch screen.
 */
export function viewport(width: number, { keyboard = width > 768 } = {}) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : keyboard && query.includes('pointer: fine'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList;
  });
}

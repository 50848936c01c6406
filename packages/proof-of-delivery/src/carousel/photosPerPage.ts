/** SPEC §2: four photos per page on wide screens (viewport ≥ 1367 px) when the carousel has room (≥ 500 px). */
export const WIDE_VIEWPORT_MIN = 1367;
export const WIDE_CONTAINER_MIN = 500;
export const WIDE_VIEWPORT_QUERY = `(min-width: ${WIDE_VIEWPORT_MIN}px)`;

export function photosPerPage(wideViewport: boolean, containerWidth: number): 1 | 4 {
  return wideViewport && containerWidth >= WIDE_CONTAINER_MIN ? 4 : 1;
}

/** The photos split into pages of `perPage`. */
export function pagesOf<T>(items: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages;
}

/**
 * The page that keeps showing the first photo of the old page when the page size changes (a resize), so the
 * photo the user was looking at stays in view.
 */
export function pageKeepingPhoto(
  oldPage: number,
  oldPerPage: number,
  newPerPage: number,
  total: number,
): number {
  if (total === 0) return 0;
  const firstPhoto = Math.min(oldPage * oldPerPage, total - 1);
  return Math.floor(firstPhoto / newPerPage);
}

import { pageKeepingPhoto, pagesOf, photosPerPage } from './photosPerPage';

describe('photosPerPage', () => {
  it('shows 4 only on a viewport of 1367 px or more with a carousel of 500 px or more', () => {
    expect(photosPerPage(true, 500)).toBe(4);
    expect(photosPerPage(true, 1200)).toBe(4);
    expect(photosPerPage(true, 499)).toBe(1);
    expect(photosPerPage(false, 1200)).toBe(1);
    expect(photosPerPage(false, 0)).toBe(1);
  });
});

describe('pagesOf', () => {
  it('splits the photos into pages, the last one partial', () => {
    expect(pagesOf([1, 2, 3, 4, 5, 6], 4)).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(pagesOf([], 4)).toEqual([]);
  });
});

describe('pageKeepingPhoto', () => {
  it('keeps the first photo in view when the page size changes', () => {
    expect(pageKeepingPhoto(5, 1, 4, 8)).toBe(1); // photo 6 → page 2 of 4-per-page
    expect(pageKeepingPhoto(1, 4, 1, 8)).toBe(4); // page 2 of 4 starts at photo 5
    expect(pageKeepingPhoto(3, 4, 1, 6)).toBe(5); // beyond the end: the last photo
    expect(pageKeepingPhoto(2, 1, 4, 0)).toBe(0);
  });
});

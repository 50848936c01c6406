import { mapFitPadding } from './layout';

describe('mapFitPadding', () => {
  it('keeps the left 56.87% of the window free on desktop, under the panel', () => {
    expect(mapFitPadding(true, 1366)).toEqual({ top: 48, right: 48, bottom: 48, left: 777 });
    expect(mapFitPadding(true, 1000).left).toBe(569);
  });

  it('uses even edges on phones, where the map has the screen to itself', () => {
    expect(mapFitPadding(false, 360)).toEqual({ top: 48, right: 48, bottom: 48, left: 48 });
  });
});

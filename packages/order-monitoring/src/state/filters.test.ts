import { activeFilterCount, NO_FILTERS, setFilter } from './filters';

describe('monitoring filters', () => {
  it('turns a filter on and off', () => {
    const on = setFilter(NO_FILTERS, 'delayed', true);
    expect(on).toEqual({ delayed: true, withPendency: false, withoutPendency: false });
    expect(setFilter(on, 'delayed', false)).toEqual(NO_FILTERS);
  });

  it('keeps "Com pendência" and "Sem pendência" exclusive', () => {
    const withPendency = setFilter(NO_FILTERS, 'withPendency', true);
    const switched = setFilter(withPendency, 'withoutPendency', true);
    expect(switched).toEqual({ delayed: false, withPendency: false, withoutPendency: true });
    expect(setFilter(switched, 'withPendency', true)).toEqual({
      delayed: false,
      withPendency: true,
      withoutPendency: false,
    });
  });

  it('leaves "Em atraso" alone when a pendência option changes', () => {
    const both = setFilter(setFilter(NO_FILTERS, 'delayed', true), 'withPendency', true);
    expect(setFilter(both, 'withoutPendency', true).delayed).toBe(true);
  });

  it('counts the active filters', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ delayed: true, withPendency: false, withoutPendency: true })).toBe(2);
  });
});

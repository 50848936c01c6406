import { stopMarkerKind, stopMarkerNumbers } from './stops';

describe('stopMarkerNumbers', () => {
  it('numbers from 1, skipping warehouse (loading/unloading) stops', () => {
    const stops = [
      { taskType: 'LOADING' },
      { taskType: 'DELIVERY' },
      { taskType: 'DELIVERY' },
      { taskType: 'RETURN' },
      { taskType: 'UNLOADING' },
    ];
    expect(stopMarkerNumbers(stops)).toEqual([null, 1, 2, 3, null]);
    expect(stopMarkerNumbers([])).toEqual([]);
  });
});

describe('stopMarkerKind', () => {
  it('colours done stops by outcome and the next stop as active', () => {
    expect(stopMarkerKind({ id: 'a', status: 'FINISHED' }, 'a')).toBe('success');
    expect(stopMarkerKind({ id: 'a', status: 'FAILED' })).toBe('failure');
    expect(stopMarkerKind({ id: 'b', status: 'PENDING' }, 'b')).toBe('active');
    expect(stopMarkerKind({ id: 'c', status: 'PENDING' }, 'b')).toBe('default');
    expect(stopMarkerKind({ status: 'PENDING' }, null)).toBe('default');
  });
});

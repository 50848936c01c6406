import { vi } from 'vitest';
import { accessKeyFor } from '../fixtures/places';
import { okRow } from '../fixtures/rows';
import { makeSlice } from '../fixtures/slice';
import { createRowList } from './rowList';

describe('row actions', () => {
  it('removes a row, even one still loading, without its late answer coming back', async () => {
    const slice = makeSlice();
    slice.submitCode(accessKeyFor(4));
    slice.remove(accessKeyFor(4));
    await slice.whenIdle();
    expect(slice.items.value).toEqual([]);
  });

  it('sets a row time window and recipients, and follows the service type', () => {
    const slice = makeSlice();
    slice.submitCode(accessKeyFor(8));
    const id = accessKeyFor(8);
    slice.setTimeWindow(id, { start: '08:00', end: '10:00' });
    slice.setRecipients(id, [{ email: 'x@y.z', phone: null }]);
    slice.setServiceType('PICKUP');
    expect(slice.items.value[0]).toMatchObject({
      timeWindow: { start: '08:00', end: '10:00' },
      trackingRecipients: [{ email: 'x@y.z', phone: null }],
      serviceType: 'PICKUP',
    });
  });
});

describe('the row list', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps what a pipeline finds only for the run that is current, and publishes it once per flush', () => {
    vi.useFakeTimers();
    const list = createRowList(50);
    list.insert(okRow('A'));
    list.insert(okRow('B'));
    list.publish();
    const first = list.restart('A') as number;
    const second = list.restart('A') as number;
    list.patch('A', first, { instructions: 'antiga' });
    list.patch('A', second, { instructions: 'nova' });
    list.patch('B', 0, { instructions: 'sem corrida' });
    // Found, but not shown until the flush.
    expect(list.items.value[0]?.status).toEqual({ type: 'ok' });
    vi.runAllTimers();
    expect(list.items.value.map((row) => [row.id, row.instructions])).toEqual([
      ['A', 'nova'],
      ['B', null],
    ]);
    expect(list.isCurrent('A', second)).toBe(true);
    expect(list.isCurrent('A', first)).toBe(false);
  });

  it('inserts in place, and a dropped row ignores its running pipeline', () => {
    const list = createRowList(0);
    list.insert(okRow('A'));
    list.insert(okRow('C'));
    list.insert(okRow('B'), 1);
    const run = list.restart('B') as number;
    list.drop('B');
    list.patch('B', run, { status: { type: 'ok' } });
    list.publish();
    expect(list.order).toEqual(['A', 'C']);
    expect(list.items.value.map((row) => row.id)).toEqual(['A', 'C']);
    expect(list.restart('B')).toBeNull();
    list.remove('missing');
    expect(list.order).toEqual(['A', 'C']);
  });

  it('waits for tracked work before saying it is idle', async () => {
    const list = createRowList(0);
    let finish = () => {};
    let done = false;
    list.track(
      new Promise<void>((resolve) => {
        finish = resolve;
      }).then(() => {
        done = true;
      }),
    );
    const idle = list.whenIdle();
    finish();
    await idle;
    expect(done).toBe(true);
  });
});

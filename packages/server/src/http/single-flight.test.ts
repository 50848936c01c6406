import { singleFlight, singleFlightPerDatabase } from './single-flight';

describe('singleFlight', () => {
  it('shares one run among overlapping calls with the same key, and runs again once it settled', async () => {
    const flight = singleFlight<number>();
    let runs = 0;
    let release: (n: number) => void = () => {};
    const run = () => {
      runs++;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const a = flight('k', run);
    const b = flight('k', run);
    const other = flight('other', () => Promise.resolve(7));
    expect(runs).toBe(1);
    release(42);
    expect(await Promise.all([a, b, other])).toEqual([42, 42, 7]);
    const c = flight('k', run);
    expect(runs).toBe(2);
    release(43);
    expect(await c).toBe(43);
  });

  it('shares a failure with the waiting calls and forgets it', async () => {
    const flight = singleFlight<number>();
    const failing = () => Promise.reject(new Error('banco fora do ar'));
    await expect(Promise.all([flight('k', failing), flight('k', failing)])).rejects.toThrow(
      'banco fora do ar',
    );
    expect(await flight('k', () => Promise.resolve(1))).toBe(1);
  });
});

describe('singleFlightPerDatabase', () => {
  it('keeps one flight per database, so two databases never share an answer', async () => {
    const flightOf = singleFlightPerDatabase<string>();
    const [one, two] = [{}, {}];
    expect(flightOf(one)).toBe(flightOf(one));
    let release: () => void = () => {};
    const slow = new Promise<string>((resolve) => {
      release = () => resolve('um');
    });
    const first = flightOf(one)('k', () => slow);
    const other = flightOf(two)('k', () => Promise.resolve('dois'));
    release();
    expect(await Promise.all([first, other])).toEqual(['um', 'dois']);
  });
});

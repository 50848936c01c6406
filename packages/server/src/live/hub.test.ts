import { type ChannelSpec, LiveHub, type Subscriber } from './hub';
import { parseFrame } from './stream.test-support';

const TIMINGS = { coalesceMs: 250, pingMs: 15_000, maxStreamMs: 600_000 };

function fakeSubscriber(options: { full?: boolean } = {}) {
  const frames: string[] = [];
  const subscriber: Subscriber & { frames: string[]; closed: boolean } = {
    frames,
    closed: false,
    write(chunk) {
      frames.push(new TextDecoder().decode(chunk));
      return !options.full;
    },
    close() {
      subscriber.closed = true;
    },
  };
  return subscriber;
}

/** A tracking channel of order 7 whose builds are recorded. */
function orderSpec(builds: number[][], key = 'order 7') {
  return {
    key,
    event: 'tracking',
    watch: { orderId: 7 },
    async build(orderIds) {
      builds.push([...orderIds]);
      return { kind: 'send', data: `{"build":${builds.length}}` };
    },
  } satisfies ChannelSpec;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveHub', () => {
  it('builds a changed answer once for all its subscribers and writes them the same event', async () => {
    const hub = new LiveHub(TIMINGS);
    const builds: number[][] = [];
    const [a, b] = [fakeSubscriber(), fakeSubscriber()];
    hub.subscribe(orderSpec(builds), a);
    hub.subscribe(orderSpec(builds), b);
    hub.changed({ customerId: 1, orderId: 7 });
    hub.changed({ customerId: 1, orderId: 8 });
    await vi.advanceTimersByTimeAsync(1);
    expect(builds).toEqual([[7]]);
    expect(a.frames.map(parseFrame)).toEqual([{ event: 'tracking', data: '{"build":1}' }]);
    expect(b.frames).toEqual(a.frames);
  });

  it('coalesces: changes within 250 ms of an event make one more event, not one each', async () => {
    const hub = new LiveHub(TIMINGS);
    const builds: number[][] = [];
    const sub = fakeSubscriber();
    hub.subscribe(
      {
        key: 'customer 1',
        event: 'orders',
        watch: { customerId: 1 },
        build: async (ids) => {
          builds.push([...ids]);
          return { kind: 'send', data: `{"orders":[${ids.join(',')}]}` };
        },
      },
      sub,
    );
    hub.changed({ customerId: 1, orderId: 10 });
    await vi.advanceTimersByTimeAsync(0);
    expect(builds).toEqual([[10]]);
    for (const orderId of [11, 12, 11, 13]) {
      hub.changed({ customerId: 1, orderId });
      await vi.advanceTimersByTimeAsync(40);
    }
    expect(builds).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(250);
    expect(builds).toEqual([[10], [11, 12, 13]]);
    hub.changed({ customerId: 2, orderId: 20 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(builds).toHaveLength(2);
    expect(sub.frames).toHaveLength(2);
  });

  it('pings every 15 s and ends a stream with bye after its longest life, leaving nothing behind', async () => {
    const hub = new LiveHub(TIMINGS);
    const sub = fakeSubscriber();
    hub.subscribe(orderSpec([]), sub);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(sub.frames).toEqual([': ping\n\n', ': ping\n\n', ': ping\n\n']);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sub.frames.at(-1)).toBe('event: bye\ndata: {}\n\n');
    expect(sub.closed).toBe(true);
    expect(hub.counts()).toEqual({ subscribers: 0, channels: 0 });
  });

  it('drops a subscriber whose client stopped reading, and keeps the others', async () => {
    const hub = new LiveHub(TIMINGS);
    const [slow, fine] = [fakeSubscriber({ full: true }), fakeSubscriber()];
    hub.subscribe(orderSpec([]), slow);
    hub.subscribe(orderSpec([]), fine);
    hub.changed({ customerId: 1, orderId: 7 });
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.closed).toBe(true);
    expect(fine.closed).toBe(false);
    expect(hub.counts()).toEqual({ subscribers: 1, channels: 1 });
  });

  it('after a lost connection, rebuilds order channels and ends customer streams (their clients refetch)', async () => {
    const hub = new LiveHub(TIMINGS);
    const builds: number[][] = [];
    const [tracking, monitoring] = [fakeSubscriber(), fakeSubscriber()];
    hub.subscribe(orderSpec(builds), tracking);
    hub.subscribe(
      { key: 'customer 1', event: 'orders', watch: { customerId: 1 }, build: async () => ({ kind: 'skip' }) },
      monitoring,
    );
    hub.resync();
    await vi.advanceTimersByTimeAsync(1);
    expect(builds).toEqual([[7]]);
    expect(monitoring.frames).toEqual(['event: bye\ndata: {}\n\n']);
    expect(monitoring.closed).toBe(true);
  });

  it('sends nothing when a change leaves the answer as it was (a no-op update)', async () => {
    const hub = new LiveHub(TIMINGS);
    const sub = fakeSubscriber();
    const spec = { ...orderSpec([]), build: async () => ({ kind: 'send', data: '{"same":true}' }) as const };
    hub.subscribe(spec, sub);
    hub.changed({ customerId: 1, orderId: 7 });
    await vi.advanceTimersByTimeAsync(1);
    hub.changed({ customerId: 1, orderId: 7 });
    await vi.advanceTimersByTimeAsync(300);
    expect(sub.frames).toEqual(['event: tracking\ndata: {"same":true}\n\n']);
  });

  it('unsubscribing the last subscriber removes the channel and its index', async () => {
    const hub = new LiveHub(TIMINGS);
    const builds: number[][] = [];
    const leave = hub.subscribe(orderSpec(builds), fakeSubscriber());
    leave();
    expect(hub.counts()).toEqual({ subscribers: 0, channels: 0 });
    hub.changed({ customerId: 1, orderId: 7 });
    await vi.advanceTimersByTimeAsync(1);
    expect(builds).toEqual([]);
  });
});

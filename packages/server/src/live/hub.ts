import { logger } from '../log/logger';
import type { LiveChange } from './change';

/** What a channel's answer is after a change: an event to send, nothing new to say, or gone (close the streams). */
export type Built = { kind: 'send'; data: string } | { kind: 'skip' } | { kind: 'gone' };

/**
 * One answer many subscribers share (one order's public tracking, one customer's monitoring rows…): built once
 * per change however many streams hold it.
 */
export interface ChannelSpec {
  /** Same key, same answer: the subscribers of one key share its builds. */
  key: string;
  /** The SSE event name (contract: 'orders' or 'tracking'). */
  event: string;
  /** Which changes concern it: an order (tracking pages) or every order of a customer (monitoring). */
  watch: { orderId: number } | { customerId: number };
  /** The answer after the changes of these orders. */
  build(orderIds: readonly number[]): Promise<Built>;
}

export interface Subscriber {
  /** False when the stream cannot take more (a client too slow to read): the hub drops it. */
  write(chunk: Uint8Array): boolean;
  close(): void;
}

export interface HubTimings {
  /** At most one event per channel this often (contract: ~250 ms). */
  coalesceMs: number;
  /** A comment line this often keeps proxies from cutting an idle stream (contract: 15 s). */
  pingMs: number;
  /** A stream ends with `event: bye` after this long; the client reconnects (contract: 10 min). */
  maxStreamMs: number;
}

export const CONTRACT_TIMINGS: HubTimings = { coalesceMs: 250, pingMs: 15_000, maxStreamMs: 600_000 };

const encoder = new TextEncoder();
const PING = encoder.encode(': ping\n\n');
const BYE = encoder.encode('event: bye\ndata: {}\n\n');
/** Sent first on every stream: the client knows it is up, and waits 3 s before reconnecting after a cut. */
export const READY = encoder.encode('retry: 3000\nevent: ready\ndata: {}\n\n');

/** An SSE frame. PostgreSQL's json_agg puts raw newlines between elements: whitespace, but it would end `data:`. */
export const sseFrame = (event: string, data: string) =>
  encoder.encode(`event: ${event}\ndata: ${data.replace(/\r?\n/g, ' ')}\n\n`);

interface Channel {
  spec: ChannelSpec;
  subscribers: Set<Subscriber>;
  pending: Set<number>;
  timer: NodeJS.Timeout | null;
  building: boolean;
  lastSentAt: number;
  /** What was sent last: a write that changes nothing the answer shows (a no-op update) sends nothing. */
  lastData: string | null;
}

/**
 * The subscribers of one process, by channel, and the changes the database announces (listener.ts). Each
 * announced change marks the channels watching its order or customer; a channel rebuilds at most once per
 * `coalesceMs` and writes the same bytes to all its subscribers.
 */
export class LiveHub {
  private readonly channels = new Map<string, Channel>();
  private readonly byOrder = new Map<number, Set<Channel>>();
  private readonly byCustomer = new Map<number, Set<Channel>>();
  private readonly members = new Map<Subscriber, { channel: Channel; deadline: NodeJS.Timeout }>();
  private pinger: NodeJS.Timeout | null = null;

  constructor(private readonly timings: HubTimings = CONTRACT_TIMINGS) {}

  /** Registers a stream on a channel; the returned function removes it (disconnect). */
  subscribe(spec: ChannelSpec, subscriber: Subscriber): () => void {
    let channel = this.channels.get(spec.key);
    if (!channel) {
      channel = {
        spec,
        subscribers: new Set(),
        pending: new Set(),
        timer: null,
        building: false,
        lastSentAt: 0,
        lastData: null,
      };
      this.channels.set(spec.key, channel);
      this.index(channel).add(channel);
    }
    channel.subscribers.add(subscriber);
    const deadline = setTimeout(() => this.end(subscriber, BYE), this.timings.maxStreamMs);
    deadline.unref();
    this.members.set(subscriber, { channel, deadline });
    this.pinger ??= setInterval(() => this.ping(), this.timings.pingMs);
    this.pinger.unref();
    const joined = channel;
    return () => this.remove(joined, subscriber);
  }

  /** A change the database announced. */
  changed(change: LiveChange): void {
    for (const channel of this.byOrder.get(change.orderId) ?? []) this.mark(channel, change.orderId);
    for (const channel of this.byCustomer.get(change.customerId) ?? []) this.mark(channel, change.orderId);
  }

  /**
   * After the listener lost its connection, notifications may have been missed: every channel is rebuilt.
   * Customer channels cannot know which orders changed, so their streams end and their clients refetch.
   */
  resync(): void {
    for (const channel of [...this.channels.values()]) {
      if ('orderId' in channel.spec.watch) this.mark(channel, channel.spec.watch.orderId);
      else for (const subscriber of [...channel.subscribers]) this.end(subscriber, BYE);
    }
  }

  /** Ends every stream with `bye` (shutdown: the server cannot close while streams are open). */
  closeAll(): void {
    for (const channel of [...this.channels.values()]) {
      for (const subscriber of [...channel.subscribers]) this.end(subscriber, BYE);
    }
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = null;
  }

  /** Open streams and shared channels: what the leak test and the bench read. */
  counts(): { subscribers: number; channels: number } {
    let subscribers = 0;
    for (const channel of this.channels.values()) subscribers += channel.subscribers.size;
    return { subscribers, channels: this.channels.size };
  }

  private index(channel: Channel): Set<Channel> {
    const { watch } = channel.spec;
    const [map, id] =
      'orderId' in watch ? [this.byOrder, watch.orderId] : [this.byCustomer, watch.customerId];
    let set = map.get(id);
    if (!set) {
      set = new Set();
      map.set(id, set);
    }
    return set;
  }

  private remove(channel: Channel, subscriber: Subscriber): void {
    const member = this.members.get(subscriber);
    if (member) clearTimeout(member.deadline);
    this.members.delete(subscriber);
    if (!channel.subscribers.delete(subscriber) || channel.subscribers.size > 0) return;
    if (this.channels.get(channel.spec.key) === channel) this.channels.delete(channel.spec.key);
    const set = this.index(channel);
    set.delete(channel);
    if (set.size === 0) {
      const { watch } = channel.spec;
      if ('orderId' in watch) this.byOrder.delete(watch.orderId);
      else this.byCustomer.delete(watch.customerId);
    }
    if (channel.timer) clearTimeout(channel.timer);
    channel.timer = null;
    if (this.channels.size === 0 && this.pinger) {
      clearInterval(this.pinger);
      this.pinger = null;
    }
  }

  private end(subscriber: Subscriber, last: Uint8Array): void {
    const member = this.members.get(subscriber);
    if (!member) return;
    subscriber.write(last);
    this.remove(member.channel, subscriber);
    subscriber.close();
  }

  private ping(): void {
    for (const channel of [...this.channels.values()]) this.send(channel, PING);
  }

  private send(channel: Channel, chunk: Uint8Array): void {
    for (const subscriber of [...channel.subscribers]) {
      if (subscriber.write(chunk)) continue;
      // Its client stopped reading: rather than hold an ever longer queue, end it; it reconnects and refetches.
      this.remove(channel, subscriber);
      subscriber.close();
    }
  }

  private mark(channel: Channel, orderId: number): void {
    channel.pending.add(orderId);
    this.schedule(channel);
  }

  private schedule(channel: Channel): void {
    if (channel.building || channel.timer || channel.subscribers.size === 0) return;
    // Even when due now, a timer: the other notifications of the same burst (one statement, many orders) join.
    const wait = Math.max(0, channel.lastSentAt + this.timings.coalesceMs - Date.now());
    channel.timer = setTimeout(() => {
      channel.timer = null;
      void this.rebuild(channel);
    }, wait);
  }

  private async rebuild(channel: Channel): Promise<void> {
    const orderIds = [...channel.pending];
    channel.pending.clear();
    channel.building = true;
    try {
      const built = await channel.spec.build(orderIds);
      channel.lastSentAt = Date.now();
      if (built.kind === 'send' && built.data !== channel.lastData) {
        channel.lastData = built.data;
        this.send(channel, sseFrame(channel.spec.event, built.data));
      } else if (built.kind === 'gone') for (const s of [...channel.subscribers]) this.end(s, BYE);
    } catch (error) {
      // The next change tries again; the client still has its answer and the GET to fall back on.
      logger.warn({ err: error, channel: channel.spec.event }, 'live answer failed');
    } finally {
      channel.building = false;
    }
    if (channel.pending.size > 0) this.schedule(channel);
  }
}

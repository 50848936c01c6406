/**
 * Answers kept by key (a customer's query) while the data they were built from is unchanged, at most
 * `maxAgeMs`. Each `get` names its `stamp()`: a figure that changes with every write to that data (the
 * customer's changes, cache/customer-changes.ts), or null when changes could go unseen: then nothing is kept
 * and overlapping requests only share a build, as a single flight.
 */
export class KeptAnswers<T> {
  private readonly entries = new Map<string, { stamp: number | null; until: number; value: Promise<T> }>();

  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly spread: number;

  constructor(
    private readonly maxAgeMs: number,
    options: {
      /** Bounds the memory: past it, the oldest answers go first (1,000 by default). */
      maxEntries?: number;
      /** The clock (tests pass a fake one). */
      now?: () => number;
      /**
       * Up to this share of `maxAgeMs` is taken off each answer's age at random, so that answers built at the
       * same moment (every screen's first call) are not all built again at the same moment ever after.
       */
      spread?: number;
    } = {},
  ) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.now = options.now ?? (() => performance.now());
    this.spread = options.spread ?? 0;
  }

  get(key: string, stampOf: () => number | null, build: () => Promise<T>): Promise<T> {
    const stamp = stampOf();
    const kept = this.entries.get(key);
    if (kept && kept.stamp === stamp && this.now() < kept.until) return kept.value;
    // Built while nothing was kept, or the running build predates a write: requests overlapping it still share
    // it when it began after the last write.
    const maxAgeMs = this.maxAgeMs * (1 - this.spread * Math.random());
    const entry = { stamp, until: this.now() + maxAgeMs, value: build() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    // A write while it was being built may be missing from it: it serves the requests that waited for it, and
    // the next one builds afresh. Without a stamp, nothing outlives its build.
    entry.value.then(() => {
      if (stamp === null || stampOf() !== stamp) forget();
    }, forget);
    return entry.value;
  }

  /** Drops the answer kept for `key`, if any: the next `get` builds afresh. */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNudgeChannel } from './nudge';
import { type OutboxWorker, startOutboxWorker } from './worker';

const HOUR = 3_600_000;

describe('startOutboxWorker', () => {
  let worker: OutboxWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });

  it('takes the next batch at once while batches come back full', async () => {
    const sizes = [3, 3, 1];
    const round = vi.fn(async () => sizes.shift() ?? 0);
    worker = startOutboxWorker({
      round,
      batchSize: 3,
      pollMs: HOUR,
      nudges: createNudgeChannel(),
      onRoundError: vi.fn(),
    });
    await worker.kick();
    // The round started by the worker itself (later(0)) may or may not have run yet: the three batches ran once.
    expect(round.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(sizes).toEqual([]);
  });

  it('runs a round soon after its channel is nudged, and not after another channel is', async () => {
    const nudges = createNudgeChannel();
    const other = createNudgeChannel();
    const round = vi.fn(async () => 0);
    worker = startOutboxWorker({ round, batchSize: 10, pollMs: HOUR, nudges, onRoundError: vi.fn() });
    await vi.waitFor(() => expect(round).toHaveBeenCalledTimes(1));
    other.nudge();
    await new Promise((r) => setTimeout(r, 300));
    expect(round).toHaveBeenCalledTimes(1);
    nudges.nudge();
    await vi.waitFor(() => expect(round).toHaveBeenCalledTimes(2), { timeout: 1_000 });
  });

  it('reports a failed round and keeps working', async () => {
    const onRoundError = vi.fn();
    const round = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(0);
    worker = startOutboxWorker({
      round,
      batchSize: 10,
      pollMs: HOUR,
      nudges: createNudgeChannel(),
      onRoundError,
    });
    await vi.waitFor(() => expect(onRoundError).toHaveBeenCalledWith(new Error('database down')));
    await worker.kick();
    expect(round).toHaveBeenCalledTimes(2);
  });

  it('starts no round once stopped, even when nudged', async () => {
    const nudges = createNudgeChannel();
    const round = vi.fn(async () => 0);
    const stopping = startOutboxWorker({ round, batchSize: 10, pollMs: HOUR, nudges, onRoundError: vi.fn() });
    await stopping.stop();
    nudges.nudge();
    await stopping.kick();
    await new Promise((r) => setTimeout(r, 300));
    expect(round).not.toHaveBeenCalled();
  });
});

import { ApiError, SessionExpiredError } from '@box/core/api';
import { batchSpotError, messageFor } from '@box/core/errors';
import type { BatchResult, BatchSpotInput } from '@box/core/schemas';
import { BATCH_TEXTS } from './texts';

/** One group as the sender takes it: its body is built when its turn comes (the clock is then). */
export interface GroupToSend {
  externalId: string | null;
  /** The group's Idempotency-Key: the same for every attempt, so a lost answer never makes two orders. */
  key: string;
  totalWeightInKilograms: number | null;
  body: () => BatchSpotInput;
}

export interface SendProgress {
  /** Groups done, succeeded or failed. */
  sent: number;
  total: number;
  failed: number;
}

export interface SendGroupsDeps {
  createBatch: (body: BatchSpotInput, options: { idempotencyKey: string }) => Promise<{ id: number }>;
  onProgress: (progress: SendProgress) => void;
  onCreated?: (order: { id: number }) => void;
  /** Waits before each new attempt of a group that got no answer or a server fault (default 0.4 s, 1.5 s). */
  retryDelaysMs?: readonly number[];
  wait?: (ms: number) => Promise<void>;
}

export interface SendOutcome extends BatchResult {
  /** A 401 stopped the run: the groups after it were not sent. */
  sessionExpired: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** No answer, or a server fault: the same request may succeed a moment later (the key keeps it single). */
const worthRetrying = (error: unknown) =>
  error instanceof ApiError &&
  !(error instanceof SessionExpiredError) &&
  (error.status === 0 || error.status >= 500);

/** SPEC §8 texts of a failed group (core's catalogue); a group that never got an answer says so. */
function failureOf(error: unknown): { title: string; message: string } {
  const domain = batchSpotError(error);
  if (domain.kind === 'NetworkError')
    return { title: BATCH_TEXTS.networkErrorTitle, message: BATCH_TEXTS.networkErrorMessage };
  if (!(error instanceof ApiError)) {
    // Not an API answer: the body could not be built (a row changed under it) or the client broke.
    return {
      title: messageFor(domain).title,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  const { title, message } = messageFor(domain);
  return { title, message };
}

/**
 * SPEC §4 super batch: the groups in sequence, each ending succeeded or failed; the lists start cleared.
 * Progress is reported after each group. A group without an answer (or with a 5xx) is sent again with its key
 * a couple of times before it counts as failed; a 401 stops the run and fails the rest.
 */
export async function sendGroups(groups: readonly GroupToSend[], deps: SendGroupsDeps): Promise<SendOutcome> {
  const delays = deps.retryDelaysMs ?? [400, 1500];
  const wait = deps.wait ?? sleep;
  const outcome: SendOutcome = { succeededBatchSpots: [], failedBatchSpots: [], sessionExpired: false };
  const report = () =>
    deps.onProgress({
      sent: outcome.succeededBatchSpots.length + outcome.failedBatchSpots.length,
      total: groups.length,
      failed: outcome.failedBatchSpots.length,
    });
  report();

  for (const group of groups) {
    if (outcome.sessionExpired) {
      const { title, message } = messageFor({ kind: 'SessionExpired' });
      outcome.failedBatchSpots.push({ externalId: group.externalId, error: { title, message } });
      continue;
    }
    for (let attempt = 0; ; attempt++) {
      try {
        const { id } = await deps.createBatch(group.body(), { idempotencyKey: group.key });
        outcome.succeededBatchSpots.push({
          externalId: group.externalId,
          orderId: id,
          totalWeightInKilograms: group.totalWeightInKilograms,
        });
        deps.onCreated?.({ id });
        break;
      } catch (error) {
        const delay = delays[attempt];
        if (worthRetrying(error) && delay !== undefined) {
          await wait(delay);
          continue;
        }
        if (error instanceof SessionExpiredError) outcome.sessionExpired = true;
        outcome.failedBatchSpots.push({ externalId: group.externalId, error: failureOf(error) });
        break;
      }
    }
    report();
  }
  // The rest of a run stopped by a 401 failed at once: one last report with the final count.
  report();
  return outcome;
}

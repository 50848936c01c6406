import { SessionExpiredError } from '@box/core/api';
import { type DomainError, spotSubmitError } from '@box/core/errors';
import { canFinishSpot, type RequestState, validateExternalId } from '@box/core/rules';
import type { EstimateRequestInput, NewSpotCommandInput, PriceEstimate } from '@box/core/schemas';
import { computed, signal } from '@preact/signals-react';
import type { SpotWizardApi } from '../api';
import { newIdempotencyKey } from './idempotencyKey';

export type EstimateState =
  | { kind: 'initial' }
  | { kind: 'loading' }
  | { kind: 'success'; estimate: PriceEstimate }
  | { kind: 'fail' };

export type FinishState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; id: number }
  /** POST /spots answered MissingFinancialInfo: the finance form is open, the finish waits for it. */
  | { kind: 'finance' }
  | { kind: 'error'; error: DomainError };

export interface SummarySliceDeps {
  /** Injectable for tests; a random key per quote otherwise. */
  newKey?: () => string;
}

/**
 * Step 3 (SPEC §2, §4): the quote requested on entering, the external id, and the finish with its outcomes.
 * One idempotency key per quote: a finish retried for the same quote (after the finance form, after a lost
 * answer) sends the same key, so the server creates one order.
 */
export function createSummarySlice({ newKey = newIdempotencyKey }: SummarySliceDeps = {}) {
  const estimate = signal<EstimateState>({ kind: 'initial' });
  const estimateErrorOpen = signal(false);
  const externalIdInput = signal('');
  const finishState = signal<FinishState>({ kind: 'idle' });
  let idempotencyKey: string | null = null;
  let latestEstimate = 0;

  const externalId = computed(() => validateExternalId(externalIdInput.value));
  const requestState = computed((): RequestState => {
    const kind = estimate.value.kind;
    return kind === 'initial' ? 'initial' : kind;
  });
  const submitted = computed(() => finishState.value.kind === 'success');
  const quote = computed(() => (estimate.value.kind === 'success' ? estimate.value.estimate : null));
  const canFinish = computed(
    () =>
      canFinishSpot({ submitted: submitted.value, estimate: requestState.value }) &&
      externalId.value.ok &&
      finishState.value.kind !== 'submitting' &&
      finishState.value.kind !== 'finance',
  );

  /** Prices the request; a newer request (a recalculation, leaving the step) makes this one's answer moot. */
  async function requestEstimate(
    api: Pick<SpotWizardApi, 'estimate'>,
    build: () => EstimateRequestInput,
  ): Promise<void> {
    const request = ++latestEstimate;
    idempotencyKey = null;
    estimate.value = { kind: 'loading' };
    estimateErrorOpen.value = false;
    finishState.value = { kind: 'idle' };
    try {
      const answer = await api.estimate(build());
      if (request !== latestEstimate) return;
      estimate.value = { kind: 'success', estimate: answer };
    } catch (error) {
      if (request !== latestEstimate) return;
      estimate.value = { kind: 'fail' };
      // A lost session is the host's to handle (it was told); the estimate modal would only get in the way.
      estimateErrorOpen.value = !(error instanceof SessionExpiredError);
    }
  }

  /** Leaving the summary backwards forgets the quote (SPEC §4: it is recalculated on entering). */
  function reset(): void {
    latestEstimate++;
    idempotencyKey = null;
    estimate.value = { kind: 'initial' };
    estimateErrorOpen.value = false;
    if (finishState.value.kind !== 'success') finishState.value = { kind: 'idle' };
  }

  /** Places the order for the quote on screen. Resolves with the new order id, or null. */
  async function finish(
    api: Pick<SpotWizardApi, 'createSpot'>,
    build: (quote: PriceEstimate, externalId: string | null) => NewSpotCommandInput,
  ): Promise<number | null> {
    const current = quote.value;
    const external = externalId.value;
    if (!current || !external.ok || submitted.value || finishState.value.kind === 'submitting') return null;
    idempotencyKey ??= newKey();
    finishState.value = { kind: 'submitting' };
    try {
      const { id } = await api.createSpot(build(current, external.value), { idempotencyKey });
      finishState.value = { kind: 'success', id };
      return id;
    } catch (error) {
      const domain = spotSubmitError(error);
      finishState.value =
        domain.kind === 'MissingFinancialInfo' ? { kind: 'finance' } : { kind: 'error', error: domain };
      return null;
    }
  }

  function dismissFinishError(): void {
    if (finishState.value.kind === 'error' || finishState.value.kind === 'finance') {
      finishState.value = { kind: 'idle' };
    }
  }

  function closeEstimateError(): void {
    estimateErrorOpen.value = false;
  }

  return {
    estimate,
    estimateErrorOpen,
    externalIdInput,
    externalId,
    requestState,
    quote,
    finishState,
    submitted,
    canFinish,
    requestEstimate,
    reset,
    finish,
    dismissFinishError,
    closeEstimateError,
    /** The key of the current quote's finish, if one was tried (tests, diagnostics). */
    currentIdempotencyKey: () => idempotencyKey,
  };
}

export type SummarySlice = ReturnType<typeof createSummarySlice>;

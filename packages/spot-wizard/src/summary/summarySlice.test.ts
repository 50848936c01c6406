import { ApiError, SessionExpiredError } from '@box/core/api';
import type { NewSpotCommandInput } from '@box/core/schemas';
import { vi } from 'vitest';
import { priceEstimate } from '../wizard/fixtures';
import { createSummarySlice } from './summarySlice';

const command = {} as NewSpotCommandInput;
const build = vi.fn(() => command);

async function quoted(keys = ['k1', 'k2', 'k3']) {
  const queue = [...keys];
  const summary = createSummarySlice({ newKey: () => queue.shift() ?? 'k?' });
  await summary.requestEstimate({ estimate: async () => priceEstimate() }, () => ({}) as never);
  return summary;
}

const apiError = (status: number, code: string, details?: object) =>
  new ApiError(status, { code, message: code, ...(details ? { details } : {}) });

describe('summary slice', () => {
  it('loads the estimate and only then allows finishing', async () => {
    const summary = createSummarySlice();
    expect(summary.requestState.value).toBe('initial');
    expect(summary.canFinish.value).toBe(false);
    let answer: (value: ReturnType<typeof priceEstimate>) => void = () => {};
    const pending = summary.requestEstimate(
      { estimate: () => new Promise((resolve) => (answer = resolve)) },
      () => ({}) as never,
    );
    expect(summary.requestState.value).toBe('loading');
    expect(summary.canFinish.value).toBe(false);
    answer(priceEstimate());
    await pending;
    expect(summary.requestState.value).toBe('success');
    expect(summary.canFinish.value).toBe(true);
  });

  it('opens the estimate error on failure but not for a lost session', async () => {
    const summary = createSummarySlice();
    await summary.requestEstimate(
      { estimate: () => Promise.reject(apiError(500, 'x')) },
      () => ({}) as never,
    );
    expect(summary.requestState.value).toBe('fail');
    expect(summary.estimateErrorOpen.value).toBe(true);
    summary.closeEstimateError();
    expect(summary.estimateErrorOpen.value).toBe(false);
    await summary.requestEstimate(
      { estimate: () => Promise.reject(new SessionExpiredError(null)) },
      () => ({}) as never,
    );
    expect(summary.requestState.value).toBe('fail');
    expect(summary.estimateErrorOpen.value).toBe(false);
  });

  it('refuses an external id over 80 characters', async () => {
    const summary = await quoted();
    summary.externalIdInput.value = 'x'.repeat(81);
    expect(summary.externalId.value).toMatchObject({
      ok: false,
      message: 'O código externo deve ter no máximo 80 caracteres.',
    });
    expect(summary.canFinish.value).toBe(false);
    summary.externalIdInput.value = 'x'.repeat(80);
    expect(summary.canFinish.value).toBe(true);
  });

  it('places the order once, with the quote and the external id', async () => {
    const summary = await quoted();
    summary.externalIdInput.value = ' PED-1 ';
    const createSpot = vi.fn(async () => ({ id: 42 }));
    await expect(summary.finish({ createSpot }, build)).resolves.toBe(42);
    expect(build).toHaveBeenLastCalledWith(priceEstimate(), 'PED-1');
    expect(createSpot).toHaveBeenCalledWith(command, { idempotencyKey: 'k1' });
    expect(summary.finishState.value).toEqual({ kind: 'success', id: 42 });
    expect(summary.submitted.value).toBe(true);
    expect(summary.canFinish.value).toBe(false);
    await expect(summary.finish({ createSpot }, build)).resolves.toBeNull();
    expect(createSpot).toHaveBeenCalledTimes(1);
  });

  it('waits for the finance form on MissingFinancialInfo and retries with the same key', async () => {
    const summary = await quoted();
    const createSpot = vi
      .fn()
      .mockRejectedValueOnce(apiError(400, 'MissingFinancialInfo'))
      .mockResolvedValueOnce({ id: 43 });
    await summary.finish({ createSpot }, build);
    expect(summary.finishState.value).toEqual({ kind: 'finance' });
    expect(summary.canFinish.value).toBe(false);
    await summary.finish({ createSpot }, build);
    expect(createSpot.mock.calls.map((call) => call[1])).toEqual([
      { idempotencyKey: 'k1' },
      { idempotencyKey: 'k1' },
    ]);
    expect(summary.finishState.value).toEqual({ kind: 'success', id: 43 });
  });

  it('translates other failures and takes a new key for a new quote', async () => {
    const summary = await quoted();
    const createSpot = vi
      .fn()
      .mockRejectedValue(
        apiError(422, 'EstimateNoLongerValid', { maxTimespanBetweenSpotEstimateAndRequestInMinutes: 15 }),
      );
    await summary.finish({ createSpot }, build);
    expect(summary.finishState.value).toEqual({
      kind: 'error',
      error: { kind: 'EstimateNoLongerValid', minutes: 15 },
    });
    summary.dismissFinishError();
    expect(summary.finishState.value).toEqual({ kind: 'idle' });
    await summary.requestEstimate(
      { estimate: async () => priceEstimate({ quotationId: 'q-2' }) },
      () => ({}) as never,
    );
    createSpot.mockRejectedValueOnce(apiError(403, 'BlockedCustomer'));
    await summary.finish({ createSpot }, build);
    expect(summary.finishState.value).toEqual({
      kind: 'error',
      error: { kind: 'BlockedCustomer', status: 403 },
    });
    expect(createSpot.mock.calls.map((call) => call[1])).toEqual([
      { idempotencyKey: 'k1' },
      { idempotencyKey: 'k2' },
    ]);
  });

  it('reset forgets the quote but keeps a placed order', async () => {
    const summary = await quoted();
    summary.reset();
    expect(summary.requestState.value).toBe('initial');
    expect(summary.quote.value).toBeNull();
  });
});

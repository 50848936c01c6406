import { ApiError, SessionExpiredError } from '@box/core/api';
import type { BatchSpotInput } from '@box/core/schemas';
import { vi } from 'vitest';
import { type GroupToSend, type SendProgress, sendGroups } from './sendGroups';

const group = (externalId: string, weight: number | null = 10): GroupToSend => ({
  externalId,
  key: `chave-${externalId}`,
  totalWeightInKilograms: weight,
  body: () => ({ externalId }) as unknown as BatchSpotInput,
});

const usersNotFound = new ApiError(422, {
  code: 'usersNotFound',
  message: 'x',
  details: { emails: ['ana@mercado.example'] },
});

describe('sendGroups', () => {
  it('sends the groups one at a time, in order, reporting progress after each', async () => {
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    const progress: SendProgress[] = [];
    const createBatch = vi.fn(async (body: BatchSpotInput) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      sent.push(body.externalId ?? '');
      if (body.externalId === 'B') throw usersNotFound;
      return { id: 100 + sent.length };
    });
    const onCreated = vi.fn();
    const outcome = await sendGroups([group('A', 12.5), group('B'), group('C', null)], {
      createBatch,
      onProgress: (p) => progress.push(p),
      onCreated,
    });
    expect(most).toBe(1);
    expect(sent).toEqual(['A', 'B', 'C']);
    expect(progress.map((p) => [p.sent, p.total, p.failed])).toEqual([
      [0, 3, 0],
      [1, 3, 0],
      [2, 3, 1],
      [3, 3, 1],
      [3, 3, 1],
    ]);
    expect(outcome).toEqual({
      succeededBatchSpots: [
        { externalId: 'A', orderId: 101, totalWeightInKilograms: 12.5 },
        { externalId: 'C', orderId: 103, totalWeightInKilograms: null },
      ],
      failedBatchSpots: [
        { externalId: 'B', error: { title: 'Usuários não encontrados', message: 'ana@mercado.example' } },
      ],
      sessionExpired: false,
    });
    expect(onCreated.mock.calls).toEqual([[{ id: 101 }], [{ id: 103 }]]);
  });

  it('sends a group again with the same key when no answer came, or a server fault; never a refused one', async () => {
    const answers: (Error | { id: number })[] = [
      new ApiError(0, null),
      new ApiError(503, { code: 'internal_error', message: 'x' }),
      { id: 7 },
      usersNotFound,
    ];
    const keys: string[] = [];
    const waits: number[] = [];
    const outcome = await sendGroups([group('A'), group('B')], {
      createBatch: async (_body, { idempotencyKey }) => {
        keys.push(idempotencyKey);
        const answer = answers.shift();
        if (answer instanceof Error) throw answer;
        return answer as { id: number };
      },
      onProgress: () => {},
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(keys).toEqual(['chave-A', 'chave-A', 'chave-A', 'chave-B']);
    expect(waits).toEqual([400, 1500]);
    expect(outcome.succeededBatchSpots.map((s) => s.orderId)).toEqual([7]);
    expect(outcome.failedBatchSpots.map((f) => f.externalId)).toEqual(['B']);
  });

  it('gives up on a group that never answers, and says so in its own words', async () => {
    const outcome = await sendGroups([group('A')], {
      createBatch: async () => {
        throw new ApiError(0, null);
      },
      onProgress: () => {},
      retryDelaysMs: [0],
      wait: async () => {},
    });
    expect(outcome.failedBatchSpots[0]?.error.title).toBe('Sem resposta do servidor');
  });

  it('stops at a 401: the rest fail with the session message, unsent', async () => {
    const createBatch = vi.fn(async (body: BatchSpotInput) => {
      if (body.externalId === 'B') throw new SessionExpiredError(null);
      return { id: 1 };
    });
    const outcome = await sendGroups([group('A'), group('B'), group('C')], {
      createBatch,
      onProgress: () => {},
    });
    expect(createBatch).toHaveBeenCalledTimes(2);
    expect(outcome.sessionExpired).toBe(true);
    expect(outcome.failedBatchSpots).toEqual([
      {
        externalId: 'B',
        error: { title: 'Sua sessão expirou.', message: 'Você será redirecionado para a tela de login.' },
      },
      {
        externalId: 'C',
        error: { title: 'Sua sessão expirou.', message: 'Você será redirecionado para a tela de login.' },
      },
    ]);
  });
});

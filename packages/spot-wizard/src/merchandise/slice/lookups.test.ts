import { ApiError, SessionExpiredError } from '@box/core/api';
import type { FiscalDocument, Location } from '@box/core/schemas';
import { vi } from 'vitest';
import { fakeFillAnswer } from '../fixtures/batch';
import { fixedEnvironment } from '../fixtures/environment';
import { accessKeyFor, KNOWN_PLACES, locationFor, makeDocument } from '../fixtures/places';
import { fakeApi, makeSlice, rejecting, status } from '../fixtures/slice';
import { createMerchandiseSlice, type MerchandiseApi } from '../merchandiseSlice';

describe('merchandise pipeline', () => {
  it.each([
    [new ApiError(0, null), 'NetworkError'],
    [new ApiError(500, null), 'FiscalDocumentProblem'],
    [new ApiError(502, null), 'NetworkError'],
    [new ApiError(422, { code: 'cte_retrieval_unavailable', message: 'CT-e' }), 'CTeRetrievalUnavailable'],
    [new ApiError(422, { code: 'invalid_key', message: 'chave' }), 'InvalidKey'],
    [new ApiError(404, { code: 'not_found', message: 'não há' }), 'FiscalDocumentNotFound'],
    [new TypeError('Failed to fetch'), 'NetworkError'],
  ])('maps a failed document fetch (%s) to %s', async (error, kind) => {
    const slice = makeSlice(fakeApi({ fiscalDocument: rejecting(error) }));
    slice.submitCode(accessKeyFor(5));
    await slice.whenIdle();
    expect(status(slice)).toEqual([{ type: 'error', error: kind }]);
  });

  it('refuses a key with a wrong check digit without asking SEFAZ', async () => {
    const api = fakeApi();
    const slice = makeSlice(api);
    const key = accessKeyFor(5);
    slice.submitCode(key.slice(0, 43) + String((Number(key[43]) + 1) % 10));
    await slice.whenIdle();
    expect(status(slice)).toEqual([{ type: 'error', error: 'InvalidKey' }]);
    expect(api.fiscalDocument).not.toHaveBeenCalled();
  });

  it('gives NoGeolocationFound when the address look-up fails or has no point', async () => {
    const noPoint: Location = { ...(KNOWN_PLACES['01310100'] as Location), geolocation: null };
    for (const locations of [
      rejecting(new ApiError(404, { code: 'not_found', message: 'x' })),
      vi.fn(async () => noPoint),
    ]) {
      const slice = makeSlice(fakeApi({ locations }));
      slice.submitCode(accessKeyFor(7));
      await slice.whenIdle();
      expect(status(slice)).toEqual([{ type: 'error', error: 'NoGeolocationFound' }]);
      // The document's address is kept, so the user can correct it by editing.
      expect(slice.items.value[0]?.address.postalCode).toBe('01310100');
    }
  });

  it('turns a session that expired during a look-up into a flag and a row error', async () => {
    const slice = makeSlice(fakeApi({ fiscalDocument: rejecting(new SessionExpiredError(null)) }));
    slice.submitCode(accessKeyFor(9));
    await slice.whenIdle();
    expect(slice.sessionExpired.value).toBe(true);
    expect(status(slice)).toEqual([{ type: 'error', error: 'NetworkError' }]);
  });
});

describe('pasting a spreadsheet', () => {
  it('limits the look-ups running at once', async () => {
    let running = 0;
    let most = 0;
    const locations = vi.fn(async ({ postalCode }: { postalCode: string }) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      return locationFor(postalCode) as Location;
    });
    const slice = createMerchandiseSlice({
      api: fakeApi({ locations }),
      env: fixedEnvironment(),
      concurrency: 3,
      flushMs: 0,
      batchFrom: Number.POSITIVE_INFINITY,
    });
    slice.paste(Array.from({ length: 30 }, (_, i) => `P${i}\t01001000\t${i + 1}`).join('\n'));
    await slice.whenIdle();
    expect(locations).toHaveBeenCalledTimes(30);
    expect(most).toBe(3);
    expect(status(slice).every((s) => s.type === 'ok')).toBe(true);
  });
});

describe('pasting many rows (batch calls)', () => {
  type FillBody = Parameters<MerchandiseApi['fillMissingBatchData']>[0];
  type FillAnswer = Awaited<ReturnType<MerchandiseApi['fillMissingBatchData']>>;
  const rowsOf = (count: number) =>
    Array.from({ length: count }, (_, i) => `P${i + 1}\t01001000\t${i + 1}`).join('\n');
  /** A batch call answered by hand, and the server's answer for a body (from lookups of their own). */
  function heldFill() {
    const held: { body: FillBody; answer: (shipments?: (a: FillAnswer) => FillAnswer) => Promise<void> }[] =
      [];
    const fill = vi.fn(
      (body: FillBody) =>
        new Promise<FillAnswer>((resolve) => {
          held.push({
            body,
            answer: async (edit = (a) => a) => resolve(edit(await fakeFillAnswer(body, fakeApi()))),
          });
        }),
    );
    return { fill, held };
  }
  const types = (slice: ReturnType<typeof makeSlice>) => status(slice).map((s) => s.type);

  it('comes out exactly as the per-row pipeline', async () => {
    const badDigit = `${accessKeyFor(40).slice(0, 43)}${(Number(accessKeyFor(40)[43]) + 1) % 10}`;
    const fiscalDocument = async (key: string) => {
      const number = Number(key.slice(25, 34));
      if (number === 404) throw new ApiError(404, { code: 'not_found', message: 'x' });
      if (number === 422) throw new ApiError(422, { code: 'cte_retrieval_unavailable', message: 'x' });
      const document = makeDocument(number);
      if (number !== 13) return document;
      const address = { ...document.addressee.address, postalCode: '99999-999' };
      return { ...document, addressee: { ...document.addressee, address } };
    };
    const text = [
      'ped-1\t01310-100\t1578\tPortaria\tana@x.example\t(11) 98765-4321',
      'ped-2\t13960000\t7',
      accessKeyFor(31),
      `${accessKeyFor(32)}\t01001000\t5`,
      accessKeyFor(404),
      accessKeyFor(422),
      accessKeyFor(13),
      badDigit,
      'ped-3\t99999999\t5',
      'ped-4',
      'ped-5\t01001000',
      'peç-6\t01001000\t2',
      'ped-7\t99999-999\t7\t\t\t\t-23,5\t-46,6',
      'ped-8\t01310100\t8\t\t\t\t-23,4\t-46,4',
    ].join('\n');
    const slices = [Number.POSITIVE_INFINITY, 1].map((batchFrom) => {
      const api = fakeApi({ fiscalDocument: vi.fn(fiscalDocument) });
      const slice = createMerchandiseSlice({ api, env: fixedEnvironment(), flushMs: 0, batchFrom });
      slice.paste(text);
      return { api, slice };
    });
    await Promise.all(slices.map(({ slice }) => slice.whenIdle()));
    const [perRow, batched] = slices as [(typeof slices)[0], (typeof slices)[0]];
    expect(batched.slice.items.value).toEqual(perRow.slice.items.value);
    expect(types(batched.slice).filter((t) => t === 'ok')).toHaveLength(6);
    expect(perRow.api.fillMissingBatchData).not.toHaveBeenCalled();
    expect(batched.api.fillMissingBatchData).toHaveBeenCalledTimes(1);
    // Rows settled without asking (a wrong check digit, nothing to look up, an invalid code) are not sent.
    const [[sent]] = vi.mocked(batched.api.fillMissingBatchData).mock.calls as [[FillBody]];
    expect(sent.shipments.map((s) => s.code)).toEqual([
      'PED-1',
      'PED-2',
      accessKeyFor(31),
      accessKeyFor(32),
      accessKeyFor(404),
      accessKeyFor(422),
      accessKeyFor(13),
      'PED-3',
      'PED-7',
      'PED-8',
    ]);
    expect(sent.shipments[0]).toEqual({ code: 'PED-1', postalCode: '01310100', number: '1578' });
  });

  it('sends a big paste in chunks, two at a time, each row switching as its chunk answers', async () => {
    const { fill, held } = heldFill();
    const api = fakeApi({ fillMissingBatchData: fill });
    const slice = createMerchandiseSlice({ api, env: fixedEnvironment(), flushMs: 0, batchChunkSize: 3 });
    slice.paste(rowsOf(7));
    expect(types(slice)).toEqual(Array(7).fill('loading'));
    await vi.waitFor(() => expect(held).toHaveLength(2));
    expect(held.map((h) => h.body.shipments.map((s) => s.code))).toEqual([
      ['P1', 'P2', 'P3'],
      ['P4', 'P5', 'P6'],
    ]);
    await held[1]?.answer();
    await vi.waitFor(() =>
      expect(types(slice)).toEqual(['loading', 'loading', 'loading', 'ok', 'ok', 'ok', 'loading']),
    );
    await vi.waitFor(() => expect(held).toHaveLength(3));
    expect(held[2]?.body.shipments.map((s) => s.code)).toEqual(['P7']);
    await held[0]?.answer();
    await held[2]?.answer();
    await slice.whenIdle();
    expect(types(slice)).toEqual(Array(7).fill('ok'));
    expect(slice.items.value[3]?.address).toMatchObject({ thoroughfare: 'Praça da Sé', number: '4' });
    expect(api.locations).not.toHaveBeenCalled();
    expect(api.fiscalDocument).not.toHaveBeenCalled();
  });

  it('keeps the per-row pipeline for typed codes and pastes of fewer than 5 rows', async () => {
    const api = fakeApi();
    const slice = makeSlice(api);
    slice.paste(rowsOf(4));
    slice.submitCode(accessKeyFor(3));
    await slice.whenIdle();
    expect(types(slice)).toEqual(Array(5).fill('ok'));
    expect(api.fillMissingBatchData).not.toHaveBeenCalled();
    expect(api.locations).toHaveBeenCalledTimes(5);
  });

  it('looks each row up alone when the batch call fails (a server without it)', async () => {
    const api = fakeApi({
      fillMissingBatchData: rejecting(new ApiError(501, { code: 'not_implemented', message: 'x' })),
    });
    const slice = makeSlice(api);
    slice.paste(rowsOf(6));
    await slice.whenIdle();
    expect(types(slice)).toEqual(Array(6).fill('ok'));
    expect(api.locations).toHaveBeenCalledTimes(6);
  });

  it('turns a session that expired during a batch call into the flag and row errors', async () => {
    const api = fakeApi({ fillMissingBatchData: rejecting(new SessionExpiredError(null)) });
    const slice = makeSlice(api);
    slice.paste(rowsOf(5));
    await slice.whenIdle();
    expect(slice.sessionExpired.value).toBe(true);
    expect(status(slice)).toEqual(Array(5).fill({ type: 'error', error: 'NetworkError' }));
    expect(api.locations).not.toHaveBeenCalled();
  });

  it('drops the answer of a row removed meanwhile, and looks alone a row the answer misses', async () => {
    const { fill, held } = heldFill();
    const api = fakeApi({ fillMissingBatchData: fill });
    const slice = makeSlice(api);
    slice.paste(rowsOf(6));
    await vi.waitFor(() => expect(held).toHaveLength(1));
    slice.remove('P2');
    await held[0]?.answer((answer) => ({ shipments: answer.shipments.slice(0, -1) }));
    await slice.whenIdle();
    expect(slice.items.value.map((row) => row.id)).toEqual(['P1', 'P3', 'P4', 'P5', 'P6']);
    expect(types(slice)).toEqual(Array(5).fill('ok'));
    expect(api.locations).toHaveBeenCalledTimes(1);
    expect(api.locations).toHaveBeenCalledWith({
      postalCode: '01001000',
      number: '6',
      requireGeolocation: true,
    });
  });
});

describe('row actions', () => {
  it('refreshes an errored row and ignores answers of the run it replaced', async () => {
    let fail = true;
    const fiscalDocument = vi.fn(async (key: string): Promise<FiscalDocument> => {
      if (fail) throw new ApiError(502, null);
      return makeDocument(Number(key.slice(25, 34)));
    });
    const slice = makeSlice(fakeApi({ fiscalDocument }));
    slice.submitCode(accessKeyFor(3));
    await slice.whenIdle();
    expect(status(slice)).toEqual([{ type: 'error', error: 'NetworkError' }]);
    fail = false;
    slice.refresh(accessKeyFor(3));
    expect(status(slice)).toEqual([{ type: 'loading' }]);
    await slice.whenIdle();
    expect(status(slice)).toEqual([{ type: 'ok' }]);
  });
});

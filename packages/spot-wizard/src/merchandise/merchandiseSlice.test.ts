import {
  ApiError,
  FEATURE_ROUND_TRIP,
  type FiscalDocument,
  type Location,
  type MerchandiseAddress,
  type RoundTrip,
  SessionExpiredError,
} from '@box/core';
import { vi } from 'vitest';
import { fakeFillAnswer } from './fixtures/batch';
import { fixedEnvironment } from './fixtures/environment';
import { accessKeyFor, KNOWN_PLACES, locationFor, makeDocument, WAREHOUSES } from './fixtures/places';
import { createMerchandiseSlice, type MerchandiseApi } from './merchandiseSlice';

/**
 * The API's fakes; unless replaced, the batch call answers as the server does, from the same fake documents
 * and CEP directory (so a paste comes out the same through either pipeline).
 */
function fakeApi(overrides: Partial<MerchandiseApi> = {}): MerchandiseApi {
  const api = {
    warehouses: vi.fn(async () => WAREHOUSES),
    fiscalDocument: vi.fn(async (key: string) => {
      const number = Number(key.slice(25, 34));
      return makeDocument(number);
    }),
    locations: vi.fn(async ({ postalCode }: { postalCode: string }) => {
      const found = locationFor(postalCode);
      if (!found) throw new ApiError(404, { code: 'not_found', message: 'CEP não encontrado' });
      return found;
    }),
    uploadFiscalDocument: vi.fn(async () => makeDocument(900)),
    ...overrides,
  } as MerchandiseApi;
  if (!overrides.fillMissingBatchData) {
    api.fillMissingBatchData = vi.fn((body) => fakeFillAnswer(body, api));
  }
  return api;
}

function makeSlice(api = fakeApi(), options: Parameters<typeof fixedEnvironment>[0] = {}) {
  return createMerchandiseSlice({ api, env: fixedEnvironment(options), flushMs: 0 });
}

const status = (slice: ReturnType<typeof makeSlice>) => slice.items.value.map((row) => row.status);
const rejecting = (error: unknown) => vi.fn(async () => Promise.reject(error));

describe('merchandise pipeline', () => {
  it('takes an access key through the fiscal document and the address to ok', async () => {
    const api = fakeApi();
    const slice = makeSlice(api);
    const key = accessKeyFor(123);
    expect(slice.submitCode(key.toLowerCase())).toEqual({ ok: true });
    expect(slice.items.value[0]?.status).toEqual({ type: 'loading' });
    await slice.whenIdle();
    const [row] = slice.items.value;
    expect(api.fiscalDocument).toHaveBeenCalledWith(key);
    expect(api.locations).toHaveBeenCalledWith({
      postalCode: '01310100',
      number: '1578',
      requireGeolocation: true,
    });
    expect(row?.status).toEqual({ type: 'ok' });
    expect(row?.id).toBe(key);
    expect(row?.sender).toBe('Mercado Bom Preço (demonstração)');
    expect(row?.volumesCount).toBe(3);
    expect(row?.address).toMatchObject({
      thoroughfare: 'Avenida Paulista',
      number: '1578',
      latitude: KNOWN_PLACES['01310100']?.geolocation?.latitude,
    });
    expect(slice.goodsValueTotal.value).toBe(1250.5);
    expect(slice.documentsWeightKg.value).toBe(12.5);
  });

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

  it('sends a code that is not an access key to the manual modal (NoEnoughData)', () => {
    const slice = makeSlice();
    expect(slice.submitCode('pedido-42')).toEqual({ ok: true });
    expect(slice.items.value).toEqual([]);
    expect(slice.manual.value).toEqual({ mode: 'add', initial: { code: 'PEDIDO-42' } });
  });

  it('refuses invalid and repeated codes with their messages', async () => {
    const slice = makeSlice();
    expect(slice.submitCode('código')).toEqual({
      ok: false,
      title: 'Código inválido',
      message: 'O código deve conter apenas números, letras (não acentuadas) e/ou os caracteres: - * @ _',
    });
    slice.submitCode(accessKeyFor(1));
    slice.submitCode(accessKeyFor(2));
    expect(slice.submitCode(accessKeyFor(2))).toEqual({
      ok: false,
      title: 'Código repetido',
      message: 'Este código já está na lista, na posição 2',
    });
    expect(slice.items.value).toHaveLength(2);
    await slice.whenIdle();
  });

  it('flags a pasted code over 44 characters as too long, and refuses it in the manual modal', async () => {
    const slice = makeSlice();
    const long = 'A'.repeat(45);
    slice.paste(`${long}\t01001-000\t10\nOUTRO\t01001000\t12`);
    await slice.whenIdle();
    expect(slice.items.value[0]?.trackingCodeTooLong).toBe(true);
    expect(slice.items.value[1]?.trackingCodeTooLong).toBe(false);
    slice.openManual();
    expect(
      slice.saveManual({
        code: 'B'.repeat(45),
        address: slice.items.value[1]?.address as MerchandiseAddress,
        instructions: null,
        timeWindow: { start: '', end: '' },
        trackingRecipients: [],
      }),
    ).toEqual({ ok: false, message: 'Código excede o tamanho máximo de 44 caracteres!' });
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
  const sheet = [
    'ped-1\t01310-100\t1578\tPortaria\tana@x.example; bia@x.example\t(11) 98765-4321',
    'ped-2\t01001000\t1',
    '',
    'PED-1\t04538133\t3477',
    `${accessKeyFor(31)}`,
    'ped-3\t99999999\t5',
    'ped-4',
    'peç-5\t01001000\t2',
    'ped-6\t99999-999\t7\t\t\t\t-23,5\t-46,6',
  ].join('\n');

  it('adds each simple row once, in order, and resolves them', async () => {
    const slice = makeSlice();
    expect(slice.paste(sheet)).toEqual({ ok: true });
    expect(slice.items.value.map((row) => row.id)).toEqual([
      'PED-1',
      'PED-2',
      accessKeyFor(31),
      'PED-3',
      'PED-4',
      'PEÇ-5',
      'PED-6',
    ]);
    await slice.whenIdle();
    expect(status(slice)).toEqual([
      { type: 'ok' },
      { type: 'ok' },
      { type: 'ok' },
      { type: 'error', error: 'NoGeolocationFound' },
      { type: 'error', error: 'NoEnoughData' },
      { type: 'error', error: 'InvalidProductCode' },
      // Coordinates pasted with the row stand in for a CEP the directory does not know.
      { type: 'ok' },
    ]);
    const first = slice.items.value[0];
    expect(first?.instructions).toBe('Portaria');
    expect(first?.trackingRecipients).toEqual([
      { email: 'ana@x.example', phone: null },
      { email: 'bia@x.example', phone: null },
      { email: null, phone: '11987654321' },
    ]);
    expect(first?.address).toMatchObject({ thoroughfare: 'Avenida Paulista', number: '1578' });
    expect(slice.items.value[6]?.address).toMatchObject({ latitude: -23.5, longitude: -46.6 });
  });

  it('drops codes already in the list', async () => {
    const slice = makeSlice();
    slice.paste('PED-1\t01001000\t1\nPED-2\t01001000\t2');
    slice.paste('ped-2\t01001000\t9\nPED-3\t01001000\t3');
    await slice.whenIdle();
    expect(slice.items.value.map((row) => [row.id, row.address.number])).toEqual([
      ['PED-1', '1'],
      ['PED-2', '2'],
      ['PED-3', '3'],
    ]);
  });

  it('ignores a blank cell and takes a single cell as a typed code', () => {
    const slice = makeSlice();
    expect(slice.paste('   \n\t\n')).toEqual({ ok: false, message: '' });
    expect(slice.items.value).toEqual([]);
    slice.paste('  ped-9\n');
    expect(slice.manual.value).toEqual({ mode: 'add', initial: { code: 'PED-9' } });
  });

  it('hands a super batch (more than 10 columns) over, or refuses it without the dependency', () => {
    const row = Array.from({ length: 14 }, (_, i) => `c${i}`).join('\t');
    const refused = makeSlice();
    expect(refused.paste(row)).toEqual({
      ok: false,
      message: 'Cliente não autorizado a fazer solicitações em lote.',
      alert: true,
    });
    const onSuperBatchPaste = vi.fn(() => ({ ok: true }) as const);
    const allowed = createMerchandiseSlice({ api: fakeApi(), env: fixedEnvironment(), onSuperBatchPaste });
    const text = `${row}\r\n${row}\r\n`;
    expect(allowed.paste(text)).toEqual({ ok: true });
    // The sheet goes over as pasted: the batch reads its quoted cells and line numbers itself.
    expect(onSuperBatchPaste).toHaveBeenCalledWith(text);
    expect(allowed.items.value).toEqual([]);
  });

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

  it('adds nothing for an account that cannot add merchandise', () => {
    const slice = makeSlice(fakeApi(), { canAddMerchandise: false });
    slice.paste('PED-1\t01001000\t1\nPED-2\t01001000\t2');
    slice.submitCode(accessKeyFor(1));
    slice.openManual('X');
    expect(slice.items.value).toEqual([]);
    expect(slice.manual.value).toBeNull();
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

  it('does not refresh the rows completed by hand, and edits them in the manual form', async () => {
    const api = fakeApi();
    const slice = makeSlice(api);
    slice.paste('PED-1\t99999999\t1\nPED-2\t01001000');
    await slice.whenIdle();
    slice.refresh('PED-1');
    slice.refresh('PED-2');
    expect(status(slice)).toEqual([
      { type: 'error', error: 'NoGeolocationFound' },
      { type: 'error', error: 'NoEnoughData' },
    ]);
    expect(api.locations).toHaveBeenCalledTimes(1);
    expect(slice.manual.value).toBeNull();
    // The form starts from what the pasted row has: its code and CEP.
    slice.openEdit('PED-2');
    expect(slice.manual.value).toMatchObject({
      mode: 'edit',
      id: 'PED-2',
      initial: { code: 'PED-2', address: { postalCode: '01001000', number: '' } },
    });
    slice.closeManual();
    slice.openEdit('PED-1');
    expect(slice.manual.value).toMatchObject({ mode: 'edit', id: 'PED-1' });
  });

  it('removes a row, even one still loading, without its late answer coming back', async () => {
    const slice = makeSlice();
    slice.submitCode(accessKeyFor(4));
    slice.remove(accessKeyFor(4));
    await slice.whenIdle();
    expect(slice.items.value).toEqual([]);
  });

  it('saves a manual row (ok with its point) and edits it in place, keeping code uniqueness', async () => {
    const slice = makeSlice();
    slice.paste('PED-1\t01001000\t1\nPED-2\t01001000\t2');
    await slice.whenIdle();
    slice.submitCode('manual-1');
    const address = {
      postalCode: '04538133',
      number: '3477',
      complement: 'Sala 4',
      latitude: -23.58,
      longitude: -46.68,
      thoroughfare: 'Avenida Brigadeiro Faria Lima',
      neighborhood: 'Itaim Bibi',
      locality: 'São Paulo',
      state: 'SP',
    };
    const value = {
      code: 'manual-1',
      address,
      instructions: 'Recepção',
      timeWindow: { start: '09:00', end: '12:00' },
      trackingRecipients: [],
    };
    expect(slice.saveManual(value)).toEqual({ ok: true });
    expect(slice.manual.value).toBeNull();
    expect(slice.items.value[2]).toMatchObject({
      id: 'MANUAL-1',
      status: { type: 'ok' },
      instructions: 'Recepção',
    });

    slice.openEdit('PED-1');
    expect(slice.saveManual({ ...value, code: 'ped-2' })).toEqual({
      ok: false,
      title: 'Código repetido',
      message: 'Este código já está em uso.',
    });
    expect(slice.saveManual({ ...value, code: 'ped-1b' })).toEqual({ ok: true });
    expect(slice.items.value.map((row) => row.id)).toEqual(['PED-1B', 'PED-2', 'MANUAL-1']);
  });

  it('sets a row time window and recipients, and follows the service type', () => {
    const slice = makeSlice();
    slice.submitCode(accessKeyFor(8));
    const id = accessKeyFor(8);
    slice.setTimeWindow(id, { start: '08:00', end: '10:00' });
    slice.setRecipients(id, [{ email: 'x@y.z', phone: null }]);
    slice.setServiceType('PICKUP');
    expect(slice.items.value[0]).toMatchObject({
      timeWindow: { start: '08:00', end: '10:00' },
      trackingRecipients: [{ email: 'x@y.z', phone: null }],
      serviceType: 'PICKUP',
    });
  });
});

describe('warehouses, uploads, round trip and distance', () => {
  it('loads the warehouses and starts from the first', async () => {
    const slice = makeSlice();
    await slice.loadWarehouses();
    expect(slice.warehousesLoad.value).toBe('loaded');
    expect(slice.warehouse.value?.id).toBe(71);
    slice.selectWarehouse(72);
    await slice.loadWarehouses();
    expect(slice.warehouse.value?.id).toBe(72);
  });

  it('reports a failed warehouse load', async () => {
    const slice = makeSlice(fakeApi({ warehouses: rejecting(new ApiError(500, null)) }));
    await slice.loadWarehouses();
    expect(slice.warehousesLoad.value).toBe('error');
  });

  it('uploads XML files as rows and reports refused files', async () => {
    const slice = makeSlice();
    const xml = new File(['<nfeProc/>'], 'nota.xml', { type: 'text/xml' });
    slice.uploadFiles([xml, new File(['x'], 'foto.png', { type: 'image/png' })]);
    expect(slice.uploadProblems.value).toEqual([{ fileName: 'foto.png', error: 'InvalidFileTypeToUpload' }]);
    await slice.whenIdle();
    expect(slice.items.value.map((row) => [row.id, row.status.type])).toEqual([[accessKeyFor(900), 'ok']]);
    slice.uploadFiles([xml]);
    expect(slice.uploadProblems.value).toEqual([{ fileName: 'nota.xml', error: 'UploadedFileDuplicated' }]);
    // Once its row is removed, the file may be sent again.
    slice.remove(accessKeyFor(900));
    slice.uploadFiles([xml]);
    expect(slice.uploadProblems.value).toEqual([]);
    await slice.whenIdle();
    expect(slice.items.value.map((row) => row.id)).toEqual([accessKeyFor(900)]);
  });

  it('looks up by its key a document the server already holds', async () => {
    const key = accessKeyFor(901);
    const api = fakeApi({
      uploadFiscalDocument: rejecting(
        new ApiError(409, { code: 'UploadedFileDuplicated', message: 'Arquivo já está na lista' }),
      ),
    });
    const slice = makeSlice(api);
    slice.uploadFiles([new File([`<infNFe Id="NFe${key}"/>`], 'antiga.xml', { type: '' })]);
    await slice.whenIdle();
    expect(api.fiscalDocument).toHaveBeenCalledWith(key);
    expect(slice.items.value.map((row) => [row.id, row.status.type])).toEqual([[key, 'ok']]);
    expect(slice.uploadProblems.value).toEqual([]);
  });

  it.each([
    [new ApiError(422, { code: 'invalid_xml', message: 'x' }), 'XmlProcessingError'],
    [new ApiError(415, { code: 'unsupported_file_type', message: 'x' }), 'InvalidFileTypeToUpload'],
    [new ApiError(409, { code: 'UploadedFileDuplicated', message: 'x' }), 'UploadedFileDuplicated'],
  ])('maps a refused upload (%s) to %s', async (error, kind) => {
    const slice = makeSlice(fakeApi({ uploadFiscalDocument: rejecting(error) }));
    slice.uploadFiles([new File(['<x/>'], 'a.xml', { type: 'text/xml' })]);
    await slice.whenIdle();
    expect(slice.uploadProblems.value).toEqual([{ fileName: 'a.xml', error: kind }]);
  });

  it('replaces a FiscalDocumentNotFound row with its uploaded document', async () => {
    const key = accessKeyFor(900);
    const slice = makeSlice(fakeApi({ fiscalDocument: rejecting(new ApiError(404, null)) }));
    slice.submitCode(accessKeyFor(1));
    slice.submitCode(key);
    await slice.whenIdle();
    slice.uploadForRow(key, new File(['<x/>'], 'a.xml', { type: 'text/xml' }));
    await slice.whenIdle();
    expect(slice.items.value.map((row) => [row.id, row.status.type])).toEqual([
      [accessKeyFor(1), 'error'],
      [key, 'ok'],
    ]);
    expect(slice.items.value[1]?.fiscalDocument?.code).toBe('900');
  });

  it('offers the round trip for deliveries with the feature, starting at the warehouse', async () => {
    const slice = makeSlice(fakeApi(), { features: [FEATURE_ROUND_TRIP] });
    await slice.loadWarehouses();
    expect(slice.roundTripAvailable.value).toBe(true);
    expect(slice.roundTrip.value).toBeNull();
    slice.setRoundTripChecked(true);
    expect(slice.roundTrip.value).toMatchObject({
      isRoundTrip: true,
      trackingCode: 'ROTA-CIRCULAR',
      address: { cep: '01138-000' },
      latitude: -23.52441,
    });
    slice.selectWarehouse(72);
    expect(slice.roundTrip.value?.address.cep).toBe('05422-001');
    slice.saveRoundTrip({
      ...(slice.roundTrip.value as RoundTrip),
      trackingCode: 'OUTRO',
      delivery_instructions: 'Doca',
    });
    slice.selectWarehouse(71);
    expect(slice.roundTrip.value).toMatchObject({
      trackingCode: 'ROTA-CIRCULAR',
      delivery_instructions: 'Doca',
    });
    slice.setServiceType('PICKUP');
    expect(slice.roundTrip.value).toBeNull();
    expect(makeSlice().roundTripAvailable.value).toBe(false);
  });

  it('estimates the road km (straight legs × the road factor the server prices with) through the stops and back', async () => {
    const slice = makeSlice(fakeApi(), { features: [FEATURE_ROUND_TRIP] });
    expect(slice.distanceKm.value).toBeNull();
    await slice.loadWarehouses();
    slice.paste('PED-1\t01001000\t1\nPED-2\t01310100\t2');
    await slice.whenIdle();
    const oneWay = slice.distanceKm.value as number;
    // Barra Funda → Sé → Paulista: about 4.8 + 2.3 km in a straight line, × 1.3 on the streets.
    expect(oneWay).toBeGreaterThan(8);
    expect(oneWay).toBeLessThan(11);
    slice.setRoundTripChecked(true);
    expect(slice.distanceKm.value as number).toBeGreaterThan(oneWay + 3);
  });
});

import { ApiError, SessionExpiredError } from '@box/core/api';
import type { FiscalDocument } from '@box/core/schemas';
import { vi } from 'vitest';
import type { FiscalUploadApi } from './api';
import { fiscalDocument, xmlFile } from './fixtures';
import { createUploadStore } from './store';

/** An API whose answers the test gives one by one, per file name. */
function controlledApi() {
  const pending = new Map<string, { resolve: (d: FiscalDocument) => void; reject: (e: unknown) => void }>();
  const uploadFiscalDocument = vi.fn(
    (file: Blob, name?: string) =>
      new Promise<FiscalDocument>((resolve, reject) => {
        pending.set(name ?? (file as File).name, { resolve, reject });
      }),
  );
  const api: FiscalUploadApi = { uploadFiscalDocument };
  const settle = async (name: string, outcome: FiscalDocument | Error) => {
    const call = pending.get(name);
    if (!call) throw new Error(`${name} não foi enviado`);
    pending.delete(name);
    if (outcome instanceof Error) call.reject(outcome);
    else call.resolve(outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { api, uploadFiscalDocument, settle, sent: () => uploadFiscalDocument.mock.calls.map((c) => c[1]) };
}

const statuses = (store: ReturnType<typeof createUploadStore>) =>
  store.rows.value.map((row) => `${row.name}:${row.status}`);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createUploadStore', () => {
  it('refuses a file that is not XML before sending anything', async () => {
    const { api, uploadFiscalDocument } = controlledApi();
    const store = createUploadStore();
    store.addFiles(api, [new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' })]);
    await flush();
    expect(store.rows.value[0]).toMatchObject({
      status: 'error',
      error: { title: 'Não é um arquivo xml.', retryable: false },
    });
    expect(uploadFiscalDocument).not.toHaveBeenCalled();
  });

  it('refuses a file already in the list, also within one drop, but takes it again after it failed', async () => {
    const { api, settle, sent } = controlledApi();
    const store = createUploadStore();
    store.addFiles(api, [xmlFile('a.xml'), xmlFile('a.xml')]);
    await flush();
    expect(statuses(store)).toEqual(['a.xml:uploading', 'a.xml:error']);
    expect(store.rows.value[1]).toMatchObject({ error: { title: 'Arquivo já está na lista' } });
    await settle('a.xml', new ApiError(0, null));
    store.addFiles(api, [xmlFile('a.xml')]);
    await flush();
    expect(statuses(store)).toEqual(['a.xml:error', 'a.xml:error', 'a.xml:uploading']);
    expect(sent()).toEqual(['a.xml', 'a.xml']);
  });

  it('sends three files at a time and the next one when one finishes', async () => {
    const { api, settle, sent } = controlledApi();
    const store = createUploadStore();
    store.addFiles(
      api,
      ['1.xml', '2.xml', '3.xml', '4.xml', '5.xml'].map((name) => xmlFile(name)),
    );
    await flush();
    expect(statuses(store)).toEqual([
      '1.xml:uploading',
      '2.xml:uploading',
      '3.xml:uploading',
      '4.xml:queued',
      '5.xml:queued',
    ]);
    expect(store.counts.value).toEqual({ sent: 0, failed: 0, pending: 5 });
    await settle('2.xml', fiscalDocument(2));
    expect(statuses(store)).toEqual([
      '1.xml:uploading',
      '2.xml:ok',
      '3.xml:uploading',
      '4.xml:uploading',
      '5.xml:queued',
    ]);
    expect(sent()).toEqual(['1.xml', '2.xml', '3.xml', '4.xml']);
    await settle('1.xml', new ApiError(422, { code: 'invalid_xml', message: 'x' }));
    expect(store.rows.value[0]).toMatchObject({ status: 'error', error: { title: 'Arquivo xml inválido' } });
    expect(store.rows.value[1]).toMatchObject({ status: 'ok', document: { code: '2' } });
    expect(store.counts.value).toEqual({ sent: 1, failed: 1, pending: 3 });
  });

  it('fails the waiting files at once when the session expired, without sending them', async () => {
    const { api, settle, sent } = controlledApi();
    const store = createUploadStore(1);
    store.addFiles(api, [xmlFile('1.xml'), xmlFile('2.xml'), xmlFile('3.xml')]);
    await flush();
    await settle('1.xml', new SessionExpiredError(null));
    expect(store.rows.value.map((row) => row.status === 'error' && row.error.title)).toEqual([
      'Sua sessão expirou.',
      'Sua sessão expirou.',
      'Sua sessão expirou.',
    ]);
    await flush();
    expect(sent()).toEqual(['1.xml']);
  });

  it('retries a file after an outage, and only a retryable one', async () => {
    const { api, settle, sent } = controlledApi();
    const store = createUploadStore();
    store.addFiles(api, [xmlFile('a.xml'), xmlFile('b.xml')]);
    await flush();
    await settle('a.xml', new ApiError(0, null));
    await settle('b.xml', new ApiError(409, { code: 'UploadedFileDuplicated', message: 'x' }));
    const [a, b] = store.rows.value;
    store.retry(api, b?.id ?? 0);
    store.retry(api, a?.id ?? 0);
    await flush();
    expect(statuses(store)).toEqual(['a.xml:uploading', 'b.xml:error']);
    await settle('a.xml', fiscalDocument(7));
    expect(statuses(store)).toEqual(['a.xml:ok', 'b.xml:error']);
    expect(sent()).toEqual(['a.xml', 'b.xml', 'a.xml']);
  });

  it('does not send what is still waiting once disposed', async () => {
    const { api, settle, sent } = controlledApi();
    const store = createUploadStore(1);
    store.addFiles(api, [xmlFile('1.xml'), xmlFile('2.xml')]);
    await flush();
    store.dispose();
    await settle('1.xml', fiscalDocument(1));
    await flush();
    expect(sent()).toEqual(['1.xml']);
  });
});

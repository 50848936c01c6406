import { SessionExpiredError } from '@box/core/api';
import { messageFor } from '@box/core/errors';
import { checkXmlFile } from '@box/core/rules';
import type { FiscalDocument } from '@box/core/schemas';
import { computed, signal } from '@preact/signals-react';
import pLimit from 'p-limit';
import type { FiscalUploadApi } from './api';
import { UPLOAD_MESSAGES } from './messages';
import { type RowError, uploadRowError } from './rowError';

/** One file of the list, from the moment it was chosen. */
export type UploadRow = { id: number; name: string; size: number } & (
  | { status: 'queued' }
  | { status: 'uploading' }
  | { status: 'ok'; document: FiscalDocument }
  | { status: 'error'; error: RowError }
);

/** Files sent at once: enough to keep the line busy, few enough not to crowd the server. */
export const UPLOAD_CONCURRENCY = 3;

/**
 * The upload list of one page: each chosen file gets a row at once; files that are not XML or already in the
 * list are refused there (SPEC §5), the others go to POST /fiscal-documents/upload-file, a few at a time.
 */
export function createUploadStore(concurrency = UPLOAD_CONCURRENCY) {
  const rows = signal<readonly UploadRow[]>([]);
  const files = new Map<number, File>();
  const limit = pLimit(concurrency);
  let nextId = 1;

  const counts = computed(() => {
    let sent = 0;
    let failed = 0;
    for (const row of rows.value) {
      if (row.status === 'ok') sent += 1;
      else if (row.status === 'error') failed += 1;
    }
    return { sent, failed, pending: rows.value.length - sent - failed };
  });

  function update(id: number, next: UploadRow) {
    rows.value = rows.value.map((row) => (row.id === id ? next : row));
  }

  async function send(api: FiscalUploadApi, id: number) {
    const file = files.get(id);
    const row = rows.value.find((candidate) => candidate.id === id);
    // Gone with a session that expired while it waited.
    if (!file || row?.status !== 'queued') return;
    const base = { id, name: file.name, size: file.size };
    update(id, { ...base, status: 'uploading' });
    try {
      const document = await api.uploadFiscalDocument(file, file.name);
      update(id, { ...base, status: 'ok', document });
      files.delete(id);
    } catch (error) {
      update(id, { ...base, status: 'error', error: uploadRowError(error) });
      if (error instanceof SessionExpiredError) expireQueued();
    }
  }

  /** Every later request would answer 401 too: the waiting files fail now instead. */
  function expireQueued() {
    limit.clearQueue();
    const { title, message } = messageFor({ kind: 'SessionExpired' });
    rows.value = rows.value.map((row) =>
      row.status === 'queued'
        ? { ...row, status: 'error', error: { title, message, retryable: false } }
        : row,
    );
  }

  function enqueue(api: FiscalUploadApi, id: number) {
    void limit(() => send(api, id));
  }

  /** Adds the files in order: each refused one shows why, each accepted one waits for its turn. */
  function addFiles(api: FiscalUploadApi, chosen: readonly File[]) {
    for (const file of chosen) {
      const id = nextId++;
      // A failed row does not hold its place: the user may drop the same file again to retry.
      const listed = rows.value.filter((row) => row.status !== 'error');
      const check = checkXmlFile(file, listed);
      const base = { id, name: file.name, size: file.size };
      if (!check.ok) {
        const text =
          check.code === 'InvalidFileTypeToUpload' ? UPLOAD_MESSAGES.notXml : UPLOAD_MESSAGES.duplicateInList;
        rows.value = [
          ...rows.value,
          { ...base, status: 'error', error: { title: text.title, message: text.message, retryable: false } },
        ];
        continue;
      }
      files.set(id, file);
      rows.value = [...rows.value, { ...base, status: 'queued' }];
      enqueue(api, id);
    }
  }

  /** Sends a file again after an outage or a server fault. */
  function retry(api: FiscalUploadApi, id: number) {
    const row = rows.value.find((candidate) => candidate.id === id);
    if (row?.status !== 'error' || !row.error.retryable || !files.has(id)) return;
    update(id, { id, name: row.name, size: row.size, status: 'queued' });
    enqueue(api, id);
  }

  /** The page is going away: files still waiting are not sent. */
  function dispose() {
    limit.clearQueue();
  }

  return { rows, counts, addFiles, retry, dispose };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

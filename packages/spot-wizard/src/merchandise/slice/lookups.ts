import { SessionExpiredError } from '@box/core/api';
import type { Merchandise } from '@box/core/schemas';
import pLimit, { type LimitFunction } from 'p-limit';
import { type BatchApi, fillRows } from '../batchFill';
import { type ResolveApi, resolveRow } from '../resolveRow';
import { failed, settledWithoutLookup } from '../rowOutcome';
import { canRefreshRow } from '../rowRules';
import type { RowList } from './rowList';

/** A look-up that did not answer (or whose session expired): the row offers a refresh. */
const NETWORK_ERROR = failed('NetworkError');

/**
 * The pipelines that fill a row from its code (SPEC §4 Merchandise): one row at a time (resolveRow), or many
 * in batch calls (fillRows); both land in the row list under the run they started with. `limit` caps the rows
 * looking up at once (uploads share it); a paste of at least `batchFrom` rows goes in batch calls of
 * `batchChunkSize` rows.
 */
export function createLookups(
  list: RowList,
  api: ResolveApi & BatchApi,
  limit: LimitFunction,
  batchFrom: number,
  batchChunkSize: number,
) {
  const { rows, patch, restart, isCurrent, track, sessionExpired } = list;
  // Two batch calls in flight: the next chunk is on its way while the server answers the current one.
  const batchLimit = pLimit(2);

  /** Starts (or restarts) a row's pipeline. */
  function resolve(id: string) {
    const run = restart(id);
    if (run === null) return;
    track(
      limit(async () => {
        const current = rows.get(id);
        if (!current || !isCurrent(id, run)) return;
        try {
          const fields = await resolveRow(current, api, (midway) => patch(id, run, midway));
          patch(id, run, fields);
        } catch (error) {
          if (error instanceof SessionExpiredError) sessionExpired.value = true;
          patch(id, run, NETWORK_ERROR);
        }
      }),
    );
  }

  /** Starts the pipelines of many rows: row by row for a few, in batch calls of a chunk of rows for more. */
  function resolveAll(ids: readonly string[]) {
    if (ids.length < batchFrom) {
      for (const id of ids) resolve(id);
      return;
    }
    const started = ids.flatMap((id) => {
      const run = restart(id);
      return run === null ? [] : [{ id, run }];
    });
    for (let at = 0; at < started.length; at += batchChunkSize) {
      const chunk = started.slice(at, at + batchChunkSize);
      track(batchLimit(() => resolveChunk(chunk)));
    }
  }

  async function resolveChunk(chunk: readonly { id: string; run: number }[]) {
    const asked: { id: string; run: number; row: Merchandise }[] = [];
    for (const { id, run } of chunk) {
      if (!isCurrent(id, run)) continue;
      const row = rows.get(id) as Merchandise;
      const settled = settledWithoutLookup(row);
      if (settled) patch(id, run, settled);
      else asked.push({ id, run, row });
    }
    if (asked.length === 0) return;
    let answers: (Partial<Merchandise> | null)[];
    try {
      answers = await fillRows(
        asked.map((a) => a.row),
        api,
      );
    } catch (error) {
      if (error instanceof SessionExpiredError) {
        sessionExpired.value = true;
        for (const { id, run } of asked) patch(id, run, NETWORK_ERROR);
        return;
      }
      // The call as a whole failed (a server without it, a dropped connection): each row goes alone.
      for (const { id, run } of asked) if (isCurrent(id, run)) resolve(id);
      return;
    }
    asked.forEach(({ id, run }, i) => {
      const fields = answers[i];
      if (fields) patch(id, run, fields);
      else if (isCurrent(id, run)) resolve(id);
    });
  }

  /** Looks a row up again (rowRules: errors a new look-up may change; the others are edited by hand). */
  function refresh(id: string) {
    const row = rows.get(id);
    if (!row || !canRefreshRow(row)) return;
    resolve(id);
    list.publish();
  }

  return { resolve, resolveAll, refresh };
}

export type Lookups = ReturnType<typeof createLookups>;

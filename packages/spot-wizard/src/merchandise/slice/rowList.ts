import type { Merchandise, ServiceType, TimeWindowDraft, TrackingRecipient } from '@box/core/schemas';
import { signal } from '@preact/signals-react';

/**
 * The list of rows that every part of step 1 works on (code entry, paste, look-ups, manual form, uploads): the
 * rows by code in list order, the run of each row's pipeline, the work in flight, and the edits that need no
 * look-up. One per wizard instance.
 */
export function createRowList(flushMs: number) {
  const serviceType = signal<ServiceType>('DELIVERY');
  const items = signal<readonly Merchandise[]>([]);
  /** A call answered that the session is over (the step shows the sign-in prompt). */
  const sessionExpired = signal(false);

  // The rows live here; `items` publishes them. Pipelines finishing close together publish once, so a
  // 500-row paste renders a few dozen times, not a thousand. `order` is changed in place: read it, never keep it.
  const order: string[] = [];
  const rows = new Map<string, Merchandise>();
  const runs = new Map<string, number>();
  const inflight = new Set<Promise<void>>();
  let flushTimer: ReturnType<typeof setTimeout> | null = null;

  function publish() {
    if (flushTimer !== null) {
      clearTimeout(flushTimer);
      flushTimer = null;
    }
    items.value = order.map((id) => rows.get(id) as Merchandise);
  }

  /** Sets fields a pipeline found, unless the row was removed or its pipeline restarted since `run` began. */
  function patch(id: string, run: number, fields: Partial<Merchandise>) {
    const row = rows.get(id);
    if (!row || runs.get(id) !== run) return;
    rows.set(id, { ...row, ...fields });
    if (flushTimer === null) flushTimer = setTimeout(publish, flushMs);
  }

  /** Work whose end `whenIdle` waits for. */
  function track(promise: Promise<void>) {
    inflight.add(promise);
    void promise.finally(() => inflight.delete(promise));
  }

  /** Puts a row back to loading under a new run (answers of older runs are ignored); null if it is gone. */
  function restart(id: string): number | null {
    const row = rows.get(id);
    if (!row) return null;
    const run = (runs.get(id) ?? 0) + 1;
    runs.set(id, run);
    rows.set(id, { ...row, status: { type: 'loading' } });
    return run;
  }

  const isCurrent = (id: string, run: number) => rows.has(id) && runs.get(id) === run;

  /** Puts a row in the list (at the end by default); the caller publishes. */
  function insert(row: Merchandise, at = order.length) {
    rows.set(row.id, row);
    order.splice(at, 0, row.id);
  }

  /** Takes a row out (its running pipeline, if any, is ignored from now on); the caller publishes. */
  function drop(id: string) {
    rows.delete(id);
    runs.set(id, (runs.get(id) ?? 0) + 1);
    order.splice(order.indexOf(id), 1);
  }

  function remove(id: string) {
    if (!rows.has(id)) return;
    drop(id);
    publish();
  }

  /** Fields edited by hand: no look-up. */
  function edit(id: string, fields: Partial<Merchandise>) {
    const row = rows.get(id);
    if (!row) return;
    rows.set(id, { ...row, ...fields });
    publish();
  }

  /** Every row follows the service type. */
  function setServiceType(next: ServiceType) {
    serviceType.value = next;
    for (const id of order) {
      const row = rows.get(id) as Merchandise;
      if (row.serviceType !== next) rows.set(id, { ...row, serviceType: next });
    }
    publish();
  }

  /** Resolves once every started look-up and upload has finished and the list shows it (tests, bench). */
  async function whenIdle(): Promise<void> {
    while (inflight.size > 0) await Promise.all([...inflight]);
    publish();
  }

  return {
    serviceType,
    items,
    sessionExpired,
    order,
    rows,
    publish,
    patch,
    track,
    restart,
    isCurrent,
    insert,
    drop,
    remove,
    setTimeWindow: (id: string, timeWindow: TimeWindowDraft) => edit(id, { timeWindow }),
    setRecipients: (id: string, trackingRecipients: TrackingRecipient[]) => edit(id, { trackingRecipients }),
    setServiceType,
    whenIdle,
  };
}

export type RowList = ReturnType<typeof createRowList>;

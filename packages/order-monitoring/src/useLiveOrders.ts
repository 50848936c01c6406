import { type LiveMessage, SessionExpiredError, startLiveFeed } from '@box/core/api';
import { MONITORING_WINDOW_HOURS } from '@box/core/catalogues';
import { hoursBefore, inMonitoringWindow, parseHoursAgo } from '@box/core/rules';
import { OrdersStatusResponse } from '@box/core/schemas';
import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import type { MonitoringApi } from './api';
import { prefetchWindowRows } from './components/windowRows';
import type { MonitoringStore } from './state/store';

/** While the live stream is down the list is asked for again every 30 s (issue 18's contract). */
export const MONITORING_FALLBACK_POLL_MS = 30_000;

const isHidden = () => globalThis.document?.visibilityState === 'hidden';

/** The orders of an `event: orders`, read with GET /orders/status's schema; null for anything else. */
export function ordersOfEvent(message: LiveMessage) {
  if (message.event !== 'orders') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = v.safeParse(OrdersStatusResponse, raw);
  return parsed.success ? parsed.output.orders : null;
}

/**
 * Loads the window `since` into the store and keeps it true while the screen is open: the changed orders of the
 * live stream are merged in as they come, a reconnection refetches the list, and when the stream is down the
 * list is polled. Refreshes replace the list in place, so the user's tab, search, filters and scroll stay.
 * Returns `retry`, which starts over from the loading state (after a failed first load).
 */
export function useLiveOrders(store: MonitoringStore, api: MonitoringApi, since: string): () => void {
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` starts over on retry()
  useEffect(() => {
    store.startLoading();
    const feed = startLiveFeed({
      load: () => {
        // The table's rows are a chunk of their own (components/windowRows): fetched beside the list they show.
        prefetchWindowRows();
        return api.ordersStatus(since);
      },
      stream: api.ordersStatusLive(),
      pollMs: MONITORING_FALLBACK_POLL_MS,
      onData: ({ orders }) => store.showOrders(orders),
      onMessage: (message) => {
        const orders = ordersOfEvent(message);
        if (!orders) return;
        // The stream carries every changed order of the customer: one older than the window joins no list.
        const from = hoursBefore(new Date(), parseHoursAgo(since) ?? MONITORING_WINDOW_HOURS);
        store.upsertOrders(orders, (order) => inMonitoringWindow(order, from));
      },
      // A failed refresh keeps the list (the next poll or event brings it up to date); only a first load that
      // failed, or the session's end, takes the screen.
      onError: (error, final) => {
        if (final) store.showFailure(error);
      },
      isFatal: (error) => error instanceof SessionExpiredError,
      isHidden,
    });
    const onVisibility = () => {
      if (!isHidden()) feed.resume();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      feed.stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [store, api, since, generation]);

  return useCallback(() => setGeneration((g) => g + 1), []);
}

import { createApiClient } from '@box/core/api';
import { orderTrackingPath } from '@box/core/rules';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useApp } from '../appContext';

/**
 * A signed-in shipper opening the public link of one of the customer's own orders (/r/{token}) is moved to its
 * signed-in page (/pedidos/acompanhe/{id}): SPEC §2 gives logged-in users the full layout (driver's phone and
 * CNH, sharing, proofs in the portal). The public answer names the order; the signed-in call answers only for
 * the user's own customer, so someone else's link, or any failure, leaves the public page as it is.
 */
export function useOwnOrderRedirect(token: string | undefined): void {
  useSignals();
  const { session, router, apiBase, fetch } = useApp();
  const signedIn = session.status.value === 'signedIn';
  useEffect(() => {
    if (!token || !signedIn) return;
    let current = true;
    const api = createApiClient({ baseUrl: apiBase, fetch, cookies: () => document.cookie });
    api
      .publicOrderTracking(token)
      .then(async ({ orderId }) => {
        await api.orderTracking(orderId);
        if (current) router.navigate(orderTrackingPath(orderId), { replace: true });
      })
      .catch(() => {
        // Not this customer's order (404), no answer, an expired session: the public page stays.
      });
    return () => {
      current = false;
    };
  }, [token, signedIn, apiBase, fetch, router]);
}

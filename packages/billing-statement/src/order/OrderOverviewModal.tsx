import type { OrderDetails } from '@box/core/schemas';
import { Button, Modal, Spinner, TabView } from '@box/ui';
import { useEffect, useState } from 'react';
import { statementApi } from '../api';
import { MESSAGES } from '../messages';
import { ItineraryTab } from './ItineraryTab';
import { ValuesTab } from './ValuesTab';

export interface OrderOverviewModalProps {
  orderId: number;
  mapStyle: string | Record<string, unknown>;
  mapWorkerUrl?: string;
  onClose: () => void;
}

type Load = { kind: 'loading' } | { kind: 'loaded'; details: OrderDetails } | { kind: 'error' };
type TabId = 'itinerary' | 'values';

const TABS = [
  { id: 'itinerary', label: MESSAGES.itinerary },
  { id: 'values', label: MESSAGES.values },
] as const;

/** SPEC §2 order overview: GET order-details, then 'Itinerário' and 'Valores' in two tabs. */
export default function OrderOverviewModal({
  orderId,
  mapStyle,
  mapWorkerUrl,
  onClose,
}: OrderOverviewModalProps) {
  const api = statementApi.useApi();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [tab, setTab] = useState<TabId>('itinerary');
  // Bumped by 'Tente novamente' to load the order again (SPEC §8: a failed call offers a reload).
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Named here so the effect depends on it: each attempt loads the order again.
    void attempt;
    let current = true;
    setLoad({ kind: 'loading' });
    api.orderDetails(orderId).then(
      (details) => current && setLoad({ kind: 'loaded', details }),
      () => current && setLoad({ kind: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [api, orderId, attempt]);

  return (
    <Modal open size="lg" title={MESSAGES.orderTitle(orderId)} onClose={onClose}>
      {load.kind === 'loading' && (
        <div className="box-billing-order__loading">
          <Spinner label={MESSAGES.orderLoading} />
        </div>
      )}
      {load.kind === 'error' && (
        <div className="box-billing-order__error" role="alert">
          <p>{MESSAGES.orderLoadFailed}</p>
          <Button variant="link" onClick={() => setAttempt((n) => n + 1)}>
            {MESSAGES.retry}
          </Button>
        </div>
      )}
      {load.kind === 'loaded' && (
        <TabView
          items={TABS}
          value={tab}
          onChange={(id) => setTab(id as TabId)}
          label={MESSAGES.orderTabsLabel}
          panelClassName="box-billing-order__panel"
        >
          {tab === 'itinerary' ? (
            <ItineraryTab details={load.details} mapStyle={mapStyle} mapWorkerUrl={mapWorkerUrl} />
          ) : (
            <ValuesTab details={load.details} />
          )}
        </TabView>
      )}
    </Modal>
  );
}

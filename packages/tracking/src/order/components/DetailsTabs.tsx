import { REQUEST_MESSAGES } from '@box/core/errors';
import type { OrderTracking, ShipmentSharing } from '@box/core/schemas';
import { Alert, modalCss, TabView, tableCss, tabsCss, textFieldCss, useAdoptedStyles } from '@box/ui';
import { useEffect, useRef, useState } from 'react';
import { ORDER_TRACKING_TEXTS as T } from '../texts';
import detailsCss from './details.css?inline';
import { RouteInfo } from './RouteInfo';
import { StopsTable, type StopsTableProps } from './StopsTable';

type TabId = 'stops' | 'route';

// The sheets of the tabs, the stops table and the recipients dialog come with this lazy chunk, not in the page's
// first bytes: adopted into its shadow root (or the page, for the React export) when it mounts.
const DETAILS_STYLES = [tabsCss, tableCss, modalCss, textFieldCss, detailsCss];
const TABS = [
  { id: 'stops', label: T.tabStops },
  { id: 'route', label: T.tabRoute },
] as const;

/** The two tabs under the summary: 'Status dos transportes' and 'Informações da rota'. */
export default function DetailsTabs(props: StopsTableProps & { order: OrderTracking }) {
  const [tab, setTab] = useState<TabId>('stops');
  // Recipients saved here show at once; a new answer carries them, so it replaces these.
  const [saved, setSaved] = useState<Record<string, ShipmentSharing>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on each new answer
  useEffect(() => setSaved({}), [props.order]);
  // SPEC §8 'Solicitação enviada, dados atualizados com sucesso!' once recipients are saved (the dialog closes on
  // success, which alone said nothing); it stays until closed, through the next polls.
  const [confirmed, setConfirmed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, DETAILS_STYLES);
  return (
    <div ref={ref} className="box-order-tracking__tabs">
      {confirmed ? (
        <Alert tone="success" onClose={() => setConfirmed(false)}>
          {REQUEST_MESSAGES.success}
        </Alert>
      ) : null}
      <TabView
        items={TABS}
        value={tab}
        onChange={(id) => setTab(id as TabId)}
        label={T.tabsLabel}
        panelClassName="box-order-tracking__panel"
      >
        {tab === 'stops' ? (
          <StopsTable
            {...props}
            saved={saved}
            onSharingSaved={(stopId, sharing) => {
              setSaved((prev) => ({ ...prev, [stopId]: sharing }));
              setConfirmed(true);
            }}
          />
        ) : (
          <RouteInfo details={props.order.orderDetails} />
        )}
      </TabView>
    </div>
  );
}

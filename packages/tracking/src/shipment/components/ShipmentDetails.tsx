import type { ShipmentTracking } from '@box/core/schemas';
import { TabView } from '@box/ui';
import { useState } from 'react';
import detailsCss from '../details.css?inline';
import { DETAILS_TEXTS } from '../detailsTexts';
import { PointInfo } from './PointInfo';
import { ProofInfo } from './ProofInfo';

type TabId = 'point' | 'proof';

const TABS = [
  { id: 'point', label: DETAILS_TEXTS.pointTab },
  { id: 'proof', label: DETAILS_TEXTS.proofTab },
] as const;

/** The two tabs of the shipment page: 'Informações do ponto' and 'Comprovante do serviço'. */
export default function ShipmentDetails({
  tracking,
  apiBase,
  id,
}: {
  tracking: ShipmentTracking;
  apiBase: string;
  id?: string;
}) {
  const [tab, setTab] = useState<TabId>('point');
  return (
    <div className="box-shipment__details" id={id}>
      {/* In place: the tabs' sheet comes with this lazy chunk, not in the page's first bytes. */}
      <style>{detailsCss}</style>
      <TabView
        items={TABS}
        value={tab}
        onChange={(next) => setTab(next as TabId)}
        label={DETAILS_TEXTS.tabsLabel}
        panelClassName="box-shipment__tabpanel"
      >
        {tab === 'point' ? (
          <PointInfo tracking={tracking} />
        ) : (
          <ProofInfo pod={tracking.pod} apiBase={apiBase} />
        )}
      </TabView>
    </div>
  );
}

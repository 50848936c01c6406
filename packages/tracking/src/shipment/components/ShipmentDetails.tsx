import type { ShipmentTracking } from '@box/core/schemas';
import { TabView, useAdoptedStyles } from '@box/ui';
import { useRef, useState } from 'react';
import detailsCss from '../details.css?inline';
import { DETAILS_TEXTS } from '../detailsTexts';
import { PointInfo } from './PointInfo';
import { ProofInfo } from './ProofInfo';

type TabId = 'point' | 'proof';

/** The tabs' sheet comes with this lazy chunk, not in the page's first bytes: adopted when it mounts. */
const DETAILS_STYLES = [detailsCss];

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
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, DETAILS_STYLES);
  return (
    <div ref={ref} className="box-shipment__details" id={id}>
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

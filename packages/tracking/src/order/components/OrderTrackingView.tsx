import type { OrderTracking } from '@box/core';
import { Button } from '@box/ui';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useDesktopLayout } from '../../shared';
import { ORDER_TRACKING_TEXTS as T } from '../texts';
import { OrderSummary } from './OrderSummary';
import { loadDetailsTabs, loadMapPane } from './parts';
import { useLinkCopier } from './useLinkCopier';

// The map (its wrapper and markers; maplibre itself is a further chunk of ui's) and the details tabs come after
// the first paint, which is the summary and the timeline. The screen starts fetching both while the order loads.
const MapPane = lazy(loadMapPane);
const DetailsTabs = lazy(loadDetailsTabs);

export interface OrderTrackingViewProps {
  order: OrderTracking;
  signedIn: boolean;
  apiBase: string;
  mapStyle: string | Record<string, unknown>;
  shareUrl: string | null;
  stale: boolean;
  onNavigate?: (path: string) => void;
}

/**
 * The loaded page. Desktop (> 768 px): the map fills the stage with the summary over its left, the tabs below.
 * Phone: summary first, 'Ver no mapa' opens the map full-screen, '< Voltar' or Escape closes it; the tabs
 * wait behind 'Ver detalhes'.
 */
export function OrderTrackingView({
  order,
  signedIn,
  apiBase,
  mapStyle,
  shareUrl,
  stale,
  onNavigate,
}: OrderTrackingViewProps) {
  const desktop = useDesktopLayout();
  const [mapOpen, setMapOpen] = useState(false);
  const showMapButton = useRef<HTMLButtonElement>(null);
  const { copy, notice } = useLinkCopier();
  const fullScreen = !desktop && mapOpen;
  const titleId = useId();
  const detailsId = useId();
  // SPEC §2: details are shown by default only on screens wider than 768 px.
  const [phoneDetails, setPhoneDetails] = useState(false);
  const detailsShown = desktop || phoneDetails;

  const closeMap = useCallback(() => {
    setMapOpen(false);
    // Focus goes back where the user left it.
    requestAnimationFrame(() => showMapButton.current?.focus());
  }, []);

  return (
    <section
      aria-labelledby={titleId}
      className={`box-order-tracking ${desktop ? 'box-order-tracking--desktop' : 'box-order-tracking--phone'}`}
    >
      <div className="box-order-tracking__stage">
        <Suspense fallback={desktop ? <div className="box-order-tracking__map" /> : null}>
          <MapPane
            order={order}
            mapStyle={mapStyle}
            desktop={desktop}
            fullScreen={fullScreen}
            onClose={closeMap}
          />
        </Suspense>
        <div className="box-order-tracking__side" hidden={fullScreen}>
          <h1 id={titleId} className="box-order-tracking__title" part="header">
            {T.title}
          </h1>
          <OrderSummary order={order} shareUrl={shareUrl} copy={copy} stale={stale} />
          {desktop ? null : (
            <Button
              ref={showMapButton}
              variant="primary"
              className="box-order-tracking__show-map"
              onClick={() => setMapOpen(true)}
            >
              {T.showMap}
            </Button>
          )}
        </div>
      </div>
      {desktop ? null : (
        <Button
          variant="secondary"
          className="box-order-tracking__toggle-details"
          aria-expanded={phoneDetails}
          aria-controls={detailsId}
          hidden={fullScreen}
          onClick={() => setPhoneDetails((shown) => !shown)}
        >
          {phoneDetails ? T.hideDetails : T.showDetails}
        </Button>
      )}
      <div id={detailsId} hidden={fullScreen || !detailsShown}>
        <Suspense fallback={null}>
          <DetailsTabs
            order={order}
            signedIn={signedIn}
            apiBase={apiBase}
            copy={copy}
            onNavigate={onNavigate}
          />
        </Suspense>
      </div>
      {notice}
    </section>
  );
}

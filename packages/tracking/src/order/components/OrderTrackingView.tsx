import type { OrderTracking } from '@box/core/schemas';
import { Button } from '@box/ui';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import {
  CONTACT_TEXTS,
  HelpLauncher,
  useDesktopLayout,
  useHydrated,
  useKeyboardLikely,
  whatsappUrl,
} from '../../shared';
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
  /** maplibre's CSP worker, for a page whose CSP forbids blob: workers. */
  mapWorkerUrl?: string;
  shareUrl: string | null;
  stale: boolean;
  /** The WhatsApp number of the contact offered to anonymous visitors (and behind 'Preciso de ajuda'), if any. */
  whatsapp?: string;
  onNavigate?: (path: string) => void;
}

/**
 * The loaded page. Desktop (> 768 px): the map fills the stage with the summary over its left, the tabs below.
 * Phone: summary first, 'Ver no mapa' opens the map full-screen, 'Fechar mapa' or Escape closes it; the tabs
 * wait behind 'Ver detalhes'. Both: 'Preciso de ajuda', and for anonymous visitors (the public /r/ page) a
 * WhatsApp contact (SPEC §2 "Tracking pages").
 */
export function OrderTrackingView({
  order,
  signedIn,
  apiBase,
  mapStyle,
  mapWorkerUrl,
  shareUrl,
  stale,
  whatsapp,
  onNavigate,
}: OrderTrackingViewProps) {
  const desktop = useDesktopLayout();
  const keyboard = useKeyboardLikely();
  // The map and the tabs are lazy parts: on a server-rendered page they join once it is hydrated (useHydrated).
  const hydrated = useHydrated();
  const [mapOpen, setMapOpen] = useState(false);
  const showMapButton = useRef<HTMLButtonElement>(null);
  const { copy, notice } = useLinkCopier();
  const fullScreen = !desktop && mapOpen;
  const titleId = useId();
  const detailsId = useId();
  // SPEC §2: details are shown by default only on screens wider than 768 px.
  const [phoneDetails, setPhoneDetails] = useState(false);
  const detailsShown = desktop || phoneDetails;

  const message = T.whatsappMessage(order.orderId);
  const contact = signedIn ? null : whatsappUrl(whatsapp, message);
  const help = <HelpLauncher subject="order" signedIn={signedIn} whatsapp={whatsapp} message={message} />;

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
        {hydrated ? (
          <Suspense fallback={desktop ? <div className="box-order-tracking__map" /> : null}>
            <MapPane
              order={order}
              mapStyle={mapStyle}
              mapWorkerUrl={mapWorkerUrl}
              desktop={desktop}
              fullScreen={fullScreen}
              keyboard={keyboard}
              onClose={closeMap}
            />
          </Suspense>
        ) : null}
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
              // On a server-rendered page a tap before hydration would do nothing: the button waits for the code.
              disabled={!hydrated}
              onClick={() => setMapOpen(true)}
            >
              {T.showMap}
            </Button>
          )}
          {contact ? (
            <a
              className="box-button box-button--secondary box-button--md box-order-tracking__whatsapp"
              href={contact}
              target="_blank"
              rel="noopener noreferrer"
            >
              {CONTACT_TEXTS.whatsapp}
            </a>
          ) : null}
        </div>
        {/* Desktop: over the map's bottom right corner, clear of the summary panel on the left. */}
        {desktop ? help : null}
      </div>
      {desktop ? null : (
        <Button
          variant="secondary"
          className="box-order-tracking__toggle-details"
          aria-expanded={phoneDetails}
          aria-controls={detailsId}
          hidden={fullScreen}
          disabled={!hydrated}
          onClick={() => setPhoneDetails((shown) => !shown)}
        >
          {phoneDetails ? T.hideDetails : T.showDetails}
        </Button>
      )}
      <div id={detailsId} hidden={fullScreen || !detailsShown}>
        {hydrated ? (
          <Suspense fallback={null}>
            <DetailsTabs
              order={order}
              signedIn={signedIn}
              apiBase={apiBase}
              copy={copy}
              onNavigate={onNavigate}
            />
          </Suspense>
        ) : null}
      </div>
      {/* Phone: it sticks to the bottom of the screen; under the full-screen map there is nothing to help with. */}
      {desktop || fullScreen ? null : help}
      {notice}
    </section>
  );
}

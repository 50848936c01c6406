import { EXIT_NOTIFICATION_MS } from '@box/core/catalogues';
import type { OrderTracking } from '@box/core/schemas';
import { Button, CenterNotification } from '@box/ui';
import { MapView } from '@box/ui/map';
import { useEffect, useMemo, useRef, useState } from 'react';
import { orderMapMarkers, orderRoute } from '../mapMarkers';
import { ORDER_TRACKING_TEXTS as T } from '../texts';

/** Width of the desktop side panel over the map's left (order-tracking.css --box-order-tracking-panel-width). */
export const SIDE_PANEL_WIDTH_PX = 380;
const EDGE = 48;

export interface MapPaneProps {
  order: OrderTracking;
  mapStyle: string | Record<string, unknown>;
  /** maplibre's CSP worker, for a page whose CSP forbids blob: workers. */
  mapWorkerUrl?: string;
  desktop: boolean;
  /** Phone only: the map covers the screen; `onClose` brings the summary back ('Fechar mapa' or Escape). */
  fullScreen: boolean;
  /** A mouse or touchpad makes a keyboard likely: only then is 'Para sair, pressione ESC' true. */
  keyboard: boolean;
  onClose: () => void;
}

/**
 * The order's map. On desktop it fills the stage, its framing keeping clear of the side panel (SPEC §9's left
 * padding, read for a widget as the panel's width). On a phone it is shown full-screen on demand.
 */
export function MapPane({
  order,
  mapStyle,
  mapWorkerUrl,
  desktop,
  fullScreen,
  keyboard,
  onClose,
}: MapPaneProps) {
  const markers = useMemo(() => orderMapMarkers(order), [order]);
  const route = useMemo(() => orderRoute(order), [order]);
  const back = useRef<HTMLButtonElement>(null);
  const [hint, setHint] = useState(false);

  useEffect(() => {
    if (!fullScreen) return;
    back.current?.focus();
    setHint(true);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullScreen, onClose]);

  if (!desktop && !fullScreen) return null;
  const padding = { top: EDGE, right: EDGE, bottom: EDGE, left: desktop ? SIDE_PANEL_WIDTH_PX + EDGE : EDGE };
  return (
    <div
      className={
        fullScreen ? 'box-order-tracking__map box-order-tracking__map--full' : 'box-order-tracking__map'
      }
    >
      {fullScreen ? (
        <>
          <Button
            ref={back}
            variant="secondary"
            size="sm"
            className="box-order-tracking__back"
            onClick={onClose}
          >
            {T.closeMap}
          </Button>
          {/* Escape still closes it everywhere; the hint only where there is likely a key to press. */}
          <CenterNotification
            open={hint && keyboard}
            delayMs={EXIT_NOTIFICATION_MS}
            onHidden={() => setHint(false)}
          >
            {T.escHint}
          </CenterNotification>
        </>
      ) : null}
      <MapView
        mapStyle={mapStyle}
        workerUrl={mapWorkerUrl}
        markers={markers}
        route={route}
        fitPadding={padding}
        ariaLabel={T.mapLabel}
      />
    </div>
  );
}

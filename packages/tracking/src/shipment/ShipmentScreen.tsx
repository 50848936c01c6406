import { shipmentTrackingRequest } from '@box/core/rules';
import type { RatingBody, ShipmentTracking } from '@box/core/schemas';
import { Button, ErrorState, Spinner } from '@box/ui';
import { lazy, Suspense, useId, useMemo, useRef } from 'react';
import { HelpLauncher } from '../shared/HelpLauncher';
import { trackingErrorTexts } from '../shared/trackingErrorTexts';
import { useDesktopLayout, useKeyboardLikely } from '../shared/useDesktopLayout';
import { useHydrated } from '../shared/useHydrated';
import { whatsappUrl } from '../shared/whatsapp';
import { ShipmentTimeline } from './components/ShipmentTimeline';
import { StatusNotice } from './components/StatusNotice';
import { mapFitPadding } from './layout';
import { SHIPMENT_TEXTS } from './texts';
import { useElementWidth } from './useElementWidth';
import { useShipmentRating } from './useShipmentRating';
import { useShipmentTracking } from './useShipmentTracking';
import { useShipmentView } from './useShipmentView';

// The rating form is only needed once a delivery is done, and by few visitors: a chunk of its own.
const RatingDialog = lazy(() => import('../rating/RatingDialog'));
// The map (its wrapper, fallback list and stylesheet; maplibre itself is a further chunk of ui's) comes after
// the first paint: on phones only when 'Ver no mapa' is pressed.
const ShipmentMap = lazy(() => import('./components/ShipmentMap'));
// The tabs ('Informações do ponto', 'Comprovante do serviço') come right after the timeline on desktop, and
// only on demand on phones, where they start collapsed: the first bytes stay within the budget.
const ShipmentDetails = lazy(() => import('./components/ShipmentDetails'));

export interface ShipmentScreenProps {
  hash?: string;
  accessKey?: string;
  clientCode?: string;
  apiBase: string;
  mapStyle: string | Record<string, unknown>;
  mapWorkerUrl?: string;
  pollInterval: number;
  signedIn: boolean;
  /** The WhatsApp contact of anonymous visitors; none given, no WhatsApp button and no help launcher. */
  whatsapp?: string;
  /** The rating dialog does not open by itself (the button 'Avaliação da entrega' still opens it). */
  noRatingPrompt?: boolean;
  onClose?: () => void;
  onRated?: (body: RatingBody | null) => void;
  /** The server's answer of a hydrated page (null: none found); see ShipmentTrackingProps.initialTracking. */
  initial?: ShipmentTracking | null;
}

/**
 * The shipment page of SPEC §2 inside its providers: the request mode, the polled answer and whichever state it
 * is in; the map beside the panel on desktop, behind 'Ver no mapa' on phones.
 */
export function ShipmentScreen(props: ShipmentScreenProps) {
  const { hash, accessKey, clientCode, signedIn, onClose } = props;
  const request = useMemo(() => {
    const result = shipmentTrackingRequest({ hash, accessKey, clientCode });
    return result.ok ? result.value : null;
  }, [hash, accessKey, clientCode]);
  const { state } = useShipmentTracking(request, props.pollInterval, props.initial);
  const tracking = state.status === 'ready' ? state.data : null;
  // The rating is posted by hash (SPEC §7): a page opened by fiscal document can show a rating, not send one.
  const canRate = request?.mode === 'hash' && tracking !== null && tracking.driver !== null;
  const rating = useShipmentRating(tracking, canRate, !props.noRatingPrompt);
  const desktop = useDesktopLayout();
  // On a server-rendered page a tap before hydration would do nothing: the buttons wait for the code.
  const hydrated = useHydrated();
  // 'Para sair, pressione ESC' only where there is likely a key to press (Escape works everywhere).
  const keyboard = useKeyboardLikely();
  const view = useShipmentView({
    desktop,
    // Out of the page only for a signed-in user; the rating dialog keeps Escape for itself.
    onBack: signedIn ? onClose : undefined,
    escapeTaken: rating.open,
  });
  const detailsId = useId();
  const pageRef = useRef<HTMLDivElement>(null);
  const pageWidth = useElementWidth(pageRef, tracking !== null);

  if (!request) {
    return <ErrorState title={SHIPMENT_TEXTS.invalidTitle} message={SHIPMENT_TEXTS.invalidMessage} />;
  }
  if (state.status === 'loading') {
    return (
      <div className="box-shipment__loading">
        <Spinner label={SHIPMENT_TEXTS.loading} />
      </div>
    );
  }
  if (state.status === 'failed' || !tracking) {
    const { title, message } = trackingErrorTexts(state.error);
    return <ErrorState title={title} message={message} />;
  }

  const backOut = signedIn && onClose;
  const { given } = rating;
  const message = SHIPMENT_TEXTS.whatsappMessage(tracking.trackingCode);
  const contact = signedIn ? null : whatsappUrl(props.whatsapp, message);

  return (
    <div
      ref={pageRef}
      className={`box-shipment ${desktop ? 'box-shipment--desktop' : 'box-shipment--phone'}`}
    >
      {view.showMap ? (
        <div className="box-shipment__map-area">
          {desktop ? null : (
            <div className="box-shipment__map-bar">
              <Button ref={view.closeMapButton} variant="secondary" size="sm" onClick={view.closeMap}>
                {SHIPMENT_TEXTS.closeMap}
              </Button>
              <span className="box-shipment__hint" role="status">
                {view.exitHint && keyboard ? SHIPMENT_TEXTS.escHint : ''}
              </span>
            </div>
          )}
          <Suspense fallback={<div className="box-shipment__map-placeholder" />}>
            <ShipmentMap
              tracking={tracking}
              mapStyle={props.mapStyle}
              mapWorkerUrl={props.mapWorkerUrl}
              fitPadding={mapFitPadding(desktop, pageWidth)}
            />
          </Suspense>
        </div>
      ) : null}
      <section
        className="box-shipment__panel"
        hidden={view.panelHidden}
        aria-labelledby={`${detailsId}-title`}
      >
        {backOut ? (
          <div className="box-shipment__back">
            <Button variant="link" size="sm" aria-label={SHIPMENT_TEXTS.backLabel} onClick={onClose}>
              {SHIPMENT_TEXTS.back}
            </Button>
            {keyboard ? <span className="box-shipment__hint">{SHIPMENT_TEXTS.escHint}</span> : null}
          </div>
        ) : null}
        <header className="box-shipment__header" part="header">
          <h2 id={`${detailsId}-title`} className="box-shipment__title">
            {SHIPMENT_TEXTS.title}
          </h2>
          <p className="box-shipment__code">
            <span>{SHIPMENT_TEXTS.code}: </span>
            <strong>{tracking.trackingCode}</strong>
          </p>
        </header>
        <StatusNotice tracking={tracking} />
        <ShipmentTimeline timeline={tracking.timeline} />
        <div className="box-shipment__actions">
          {given || (canRate && tracking.requestRating) ? (
            <Button variant="secondary" disabled={!hydrated} onClick={rating.show}>
              {SHIPMENT_TEXTS.rateButton}
            </Button>
          ) : null}
          {desktop ? null : (
            <Button ref={view.openMapButton} variant="secondary" disabled={!hydrated} onClick={view.openMap}>
              {SHIPMENT_TEXTS.showMap}
            </Button>
          )}
          {contact ? (
            <a
              className="box-button box-button--primary box-button--md"
              href={contact}
              target="_blank"
              rel="noopener noreferrer"
            >
              {SHIPMENT_TEXTS.whatsapp}
            </a>
          ) : null}
        </div>
        <button
          type="button"
          className="box-shipment__details-toggle"
          aria-expanded={view.showDetails}
          aria-controls={view.showDetails ? detailsId : undefined}
          disabled={!hydrated}
          onClick={view.toggleDetails}
        >
          {view.showDetails ? SHIPMENT_TEXTS.hideDetails : SHIPMENT_TEXTS.showDetails}
        </button>
        {view.showDetails ? (
          <Suspense fallback={<div id={detailsId} className="box-shipment__details" aria-busy="true" />}>
            <ShipmentDetails id={detailsId} tracking={tracking} apiBase={props.apiBase} />
          </Suspense>
        ) : null}
        <p className="box-shipment__auto">{SHIPMENT_TEXTS.autoUpdate}</p>
      </section>
      <HelpLauncher subject="shipment" signedIn={signedIn} whatsapp={props.whatsapp} message={message} />
      {rating.open && (canRate || given) ? (
        <Suspense fallback={null}>
          <RatingDialog
            open
            hash={request.mode === 'hash' ? request.hash : ''}
            questions={tracking.ratingQuestions}
            driverId={tracking.driver?.id ?? 0}
            given={given}
            onClose={rating.close}
            onRated={(body) => {
              if (body) rating.sent(body);
              props.onRated?.(body);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

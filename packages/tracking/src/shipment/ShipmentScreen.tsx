import {
  EXIT_NOTIFICATION_MS,
  type GivenRating,
  type RatingBody,
  type ShipmentTracking,
  shipmentTrackingRequest,
} from '@box/core';
import { Button, ErrorState, Spinner } from '@box/ui';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { HelpLauncher } from '../shared/HelpLauncher';
import { trackingErrorTexts } from '../shared/trackingErrorTexts';
import { useDesktopLayout, useKeyboardLikely } from '../shared/useDesktopLayout';
import { whatsappUrl } from '../shared/whatsapp';
import { ShipmentTimeline } from './components/ShipmentTimeline';
import { StatusNotice } from './components/StatusNotice';
import { mapFitPadding } from './layout';
import { SHIPMENT_TEXTS } from './texts';
import { useElementWidth } from './useElementWidth';
import { useShipmentTracking } from './useShipmentTracking';

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
  whatsapp: string;
  onClose?: () => void;
  onRated?: (body: RatingBody | null) => void;
}

/** The answer's rating, or the one just sent here (until the next poll brings it back from the server). */
function ratingShown(tracking: ShipmentTracking, sent: RatingBody | null): GivenRating | null {
  if (tracking.rating) return tracking.rating;
  return sent ? { rating: sent.rating, comment: sent.comment, answeredAt: new Date().toISOString() } : null;
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
  const { state } = useShipmentTracking(request, props.pollInterval);
  const desktop = useDesktopLayout();
  // 'Para sair, pressione ESC' only where there is likely a key to press (Escape works everywhere).
  const keyboard = useKeyboardLikely();
  const [mapOnPhone, setMapOnPhone] = useState(false);
  const [exitHint, setExitHint] = useState(false);
  const mapBack = useRef<HTMLButtonElement>(null);
  const showMapButton = useRef<HTMLButtonElement>(null);
  const enteredMap = useRef(false);
  const [detailsOpen, setDetailsOpen] = useState<boolean | null>(null);
  const [ratingOpen, setRatingOpen] = useState(false);
  const [autoOpened, setAutoOpened] = useState(false);
  const [sentRating, setSentRating] = useState<RatingBody | null>(null);
  const detailsId = useId();
  const tracking = state.status === 'ready' ? state.data : null;
  const pageRef = useRef<HTMLDivElement>(null);
  const pageWidth = useElementWidth(pageRef, tracking !== null);
  const showDetails = detailsOpen ?? desktop;
  const showMap = desktop || mapOnPhone;
  // The rating is posted by hash (SPEC §7): a page opened by fiscal document can show a rating, not send one.
  const canRate = request?.mode === 'hash' && tracking !== null && tracking.driver !== null;
  const given = tracking ? ratingShown(tracking, sentRating) : null;

  // SPEC §2: the modal opens by itself when the answer asks for a rating, once per page view.
  useEffect(() => {
    if (!autoOpened && canRate && tracking?.requestRating && !given) {
      setAutoOpened(true);
      setRatingOpen(true);
    }
  }, [autoOpened, canRate, tracking, given]);

  // Entering the phone's map: focus on 'Fechar mapa' and the exit hint for 2 s (SPEC §9); leaving it: focus back
  // on 'Ver no mapa', so keyboard and screen reader users stay where they were.
  useEffect(() => {
    if (!mapOnPhone) {
      if (enteredMap.current) showMapButton.current?.focus();
      enteredMap.current = false;
      return;
    }
    enteredMap.current = true;
    mapBack.current?.focus();
    setExitHint(true);
    const timer = setTimeout(() => setExitHint(false), EXIT_NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [mapOnPhone]);

  // Escape goes back (SPEC §2): from the phone's map to the details, else out of the page for a signed-in user.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || ratingOpen) return;
      if (mapOnPhone && !desktop) setMapOnPhone(false);
      else if (signedIn) onClose?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mapOnPhone, desktop, signedIn, onClose, ratingOpen]);

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
  const message = SHIPMENT_TEXTS.whatsappMessage(tracking.trackingCode);
  const contact = signedIn ? null : whatsappUrl(props.whatsapp, message);

  return (
    <div
      ref={pageRef}
      className={`box-shipment ${desktop ? 'box-shipment--desktop' : 'box-shipment--phone'}`}
    >
      {showMap ? (
        <div className="box-shipment__map-area">
          {desktop ? null : (
            <div className="box-shipment__map-bar">
              <Button ref={mapBack} variant="secondary" size="sm" onClick={() => setMapOnPhone(false)}>
                {SHIPMENT_TEXTS.closeMap}
              </Button>
              <span className="box-shipment__hint" role="status">
                {exitHint && keyboard ? SHIPMENT_TEXTS.escHint : ''}
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
        hidden={!desktop && mapOnPhone}
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
            <Button variant="secondary" onClick={() => setRatingOpen(true)}>
              {SHIPMENT_TEXTS.rateButton}
            </Button>
          ) : null}
          {desktop ? null : (
            <Button ref={showMapButton} variant="secondary" onClick={() => setMapOnPhone(true)}>
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
          aria-expanded={showDetails}
          aria-controls={showDetails ? detailsId : undefined}
          onClick={() => setDetailsOpen(!showDetails)}
        >
          {showDetails ? SHIPMENT_TEXTS.hideDetails : SHIPMENT_TEXTS.showDetails}
        </button>
        {showDetails ? (
          <Suspense fallback={<div id={detailsId} className="box-shipment__details" aria-busy="true" />}>
            <ShipmentDetails id={detailsId} tracking={tracking} apiBase={props.apiBase} />
          </Suspense>
        ) : null}
        <p className="box-shipment__auto">{SHIPMENT_TEXTS.autoUpdate}</p>
      </section>
      <HelpLauncher subject="shipment" signedIn={signedIn} whatsapp={props.whatsapp} message={message} />
      {ratingOpen && (canRate || given) ? (
        <Suspense fallback={null}>
          <RatingDialog
            open
            hash={request.mode === 'hash' ? request.hash : ''}
            questions={tracking.ratingQuestions}
            driverId={tracking.driver?.id ?? 0}
            given={given}
            onClose={() => setRatingOpen(false)}
            onRated={(body) => {
              if (body) setSentRating(body);
              props.onRated?.(body);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import { EXIT_NOTIFICATION_MS } from '@box/core/catalogues';
import { type RefObject, useEffect, useRef, useState } from 'react';

export interface ShipmentViewOptions {
  /** The desktop layout: the map beside the panel, the details open at first. */
  desktop: boolean;
  /** Where Escape leads out of the page (a signed-in user's '< Voltar'); none: Escape only closes the map. */
  onBack?: () => void;
  /** A dialog over the page (the rating) has Escape for itself. */
  escapeTaken: boolean;
}

export interface ShipmentView {
  /** The map is on screen: always on desktop, on phones once 'Ver no mapa' was pressed. */
  showMap: boolean;
  /** The phone shows its map in place of the panel. */
  panelHidden: boolean;
  openMap: () => void;
  closeMap: () => void;
  /** 'Para sair, pressione ESC' is due: the first seconds on the phone's map (SPEC §9). */
  exitHint: boolean;
  /** 'Fechar mapa', focused on entering the phone's map. */
  closeMapButton: RefObject<HTMLButtonElement | null>;
  /** 'Ver no mapa', focused again on leaving it. */
  openMapButton: RefObject<HTMLButtonElement | null>;
  /** The details tabs are shown: open on desktop, collapsed on phones, until the visitor toggles them. */
  showDetails: boolean;
  toggleDetails: () => void;
}

/**
 * What the shipment page shows of itself: the map (beside the panel on desktop, behind 'Ver no mapa' on phones),
 * the details, and where focus and Escape go between them (SPEC §2).
 */
export function useShipmentView({ desktop, onBack, escapeTaken }: ShipmentViewOptions): ShipmentView {
  const [mapOnPhone, setMapOnPhone] = useState(false);
  const [exitHint, setExitHint] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState<boolean | null>(null);
  const closeMapButton = useRef<HTMLButtonElement>(null);
  const openMapButton = useRef<HTMLButtonElement>(null);
  const enteredMap = useRef(false);
  const showDetails = detailsOpen ?? desktop;

  // Entering the phone's map: focus on 'Fechar mapa' and the exit hint for 2 s (SPEC §9); leaving it: focus back
  // on 'Ver no mapa', so keyboard and screen reader users stay where they were.
  useEffect(() => {
    if (!mapOnPhone) {
      if (enteredMap.current) openMapButton.current?.focus();
      enteredMap.current = false;
      return;
    }
    enteredMap.current = true;
    closeMapButton.current?.focus();
    setExitHint(true);
    const timer = setTimeout(() => setExitHint(false), EXIT_NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [mapOnPhone]);

  // Escape goes back (SPEC §2): from the phone's map to the details, else out of the page where there is a way out.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || escapeTaken) return;
      if (mapOnPhone && !desktop) setMapOnPhone(false);
      else onBack?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mapOnPhone, desktop, onBack, escapeTaken]);

  return {
    showMap: desktop || mapOnPhone,
    panelHidden: !desktop && mapOnPhone,
    openMap: () => setMapOnPhone(true),
    closeMap: () => setMapOnPhone(false),
    exitHint,
    closeMapButton,
    openMapButton,
    showDetails,
    toggleDetails: () => setDetailsOpen(!showDetails),
  };
}

import type { GivenRating, RatingBody, RatingQuestion } from '@box/core';
import { API_BASE_PATH } from '@box/core';
import { ApiClientProvider, BoxRoot } from '@box/ui';
import { createShipmentTrackingApi } from '../shared/shipments-api';
import { RatingSource } from './RatingSource';
import { RATING_MODAL_STYLES } from './styles';

export const DEFAULT_API_BASE = API_BASE_PATH;

export interface RatingModalProps {
  /** The shipment's public hash (/rr/{hash}): the rating is sent to POST /shipments/by-hash/{hash}/rating. */
  hash: string;
  /** The questions to ask; when absent (or without `driverId`) they come from GET …/by-hash/{hash}/tracking. */
  questions?: readonly RatingQuestion[];
  /** The driver being rated (the tracking answer's `driver.id`). */
  driverId?: number;
  /** A rating given before: shown back instead of the form. */
  given?: GivenRating | null;
  open: boolean;
  /** Base of the API; default '/jade/api'. */
  apiBase?: string;
  /** A replacement `fetch` (tests, stories, a host with its own transport). */
  fetch?: typeof fetch;
  /** 'Avaliar mais tarde', Esc, the close button, or closing the confirmation. */
  onClose?: () => void;
  /** The rating was stored (null body: it had been rated already). */
  onRated?: (body: RatingBody | null) => void;
  onSessionExpired?: () => void;
}

/** The rating modal of SPEC §2 ('Avalie sua experiência') as a React component with its own API client. */
export function RatingModal({ apiBase, fetch, onSessionExpired, ...props }: RatingModalProps) {
  return (
    <BoxRoot styles={RATING_MODAL_STYLES}>
      <ApiClientProvider
        createClient={createShipmentTrackingApi}
        apiBase={apiBase}
        fetch={fetch}
        onSessionExpired={onSessionExpired}
      >
        <RatingSource {...props} />
      </ApiClientProvider>
    </BoxRoot>
  );
}

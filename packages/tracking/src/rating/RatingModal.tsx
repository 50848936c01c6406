import { API_BASE_PATH } from '@box/core/api';
import type { GivenRating, RatingBody, RatingQuestion } from '@box/core/schemas';
import { type ApiSettings, defineBoxWidget } from '@box/ui';
import { shipmentTrackingApi } from '../shared/shipments-api';
import { RatingSource } from './RatingSource';
import { RATING_MODAL_STYLES } from './styles';

export const DEFAULT_API_BASE = API_BASE_PATH;

export interface RatingModalProps extends ApiSettings {
  /** The shipment's public hash (/rr/{hash}): the rating is sent to POST /shipments/by-hash/{hash}/rating. */
  hash: string;
  /** The questions to ask; when absent (or without `driverId`) they come from GET …/by-hash/{hash}/tracking. */
  questions?: readonly RatingQuestion[];
  /** The driver being rated (the tracking answer's `driver.id`). */
  driverId?: number;
  /** A rating given before: shown back instead of the form. */
  given?: GivenRating | null;
  open: boolean;
  /** 'Avaliar mais tarde', Esc, the close button, or closing the confirmation. */
  onClose?: () => void;
  /** The rating was stored (null body: it had been rated already). */
  onRated?: (body: RatingBody | null) => void;
}

/** The rating modal of SPEC §2 ('Avalie sua experiência') as a React component with its own API client. */
export const RatingModal = defineBoxWidget({
  api: shipmentTrackingApi,
  styles: RATING_MODAL_STYLES,
  // RatingSource reads the props it needs (the API settings went to the provider).
  screen: (props: RatingModalProps) => <RatingSource {...props} />,
});

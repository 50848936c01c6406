// The `@box/tracking/rating` entry, side-effect free: the rating dialog ('Avalie sua experiência') alone, for a
// page that asks for a rating without the tracking pages. Its tag's types are the index's
// (`import type {} from '@box/tracking'`). See ./define for the tag.
export { RATING_MODAL_TAG, RatingModalElement } from './element';
export { RatingModal, type RatingModalProps } from './RatingModal';

// Side-effect entry: registers <box-rating-modal> unless the page already has it.
import { defineElement } from '@box/ui';
import { RATING_MODAL_TAG, RatingModalElement } from './element';

defineElement(RATING_MODAL_TAG, RatingModalElement);

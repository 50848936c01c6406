import { ShipmentTracking } from '@box/core/schemas';
import { attr, createBoxElement, type WidgetElementClass } from '@box/ui';
import type { ComponentType } from 'react';
import type { RatingModalProps } from './RatingModal';
import { RATING_MODAL_STYLES } from './styles';

export const RATING_MODAL_TAG = 'box-rating-modal';

/**
 * The <box-rating-modal> class around a screen: ./element's has the screen itself, ../define's loads it in a
 * chunk of its own when the tag first renders. One definition for both, so that they cannot drift apart.
 */
export function ratingModalElementOf(
  component: ComponentType<Partial<RatingModalProps>>,
): WidgetElementClass {
  return createBoxElement({
    component,
    attributes: {
      hash: attr.string(),
      open: attr.boolean(false),
      'driver-id': attr.number(),
      // The tracking answer's own list schema: the same validation as the API's questions.
      questions: attr.json(ShipmentTracking.entries.ratingQuestions),
    },
    properties: ['given'],
    events: {
      onClose: { type: 'box:close', detail: () => null },
      onRated: { type: 'box:rated', detail: (body: unknown) => ({ body }) },
    },
    styles: RATING_MODAL_STYLES,
  });
}

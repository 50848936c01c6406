import { type ElementDocs, SHARED_DOCS } from '@box/ui';
import { RatingModalElementView } from './RatingModalElementView';
import { RATING_MODAL_TAG, ratingModalElementOf } from './tagSpec';

export { RATING_MODAL_TAG };

/**
 * `<box-rating-modal hash="…" open>` with `api-base`, `driver-id` and `questions` (JSON, or the `questions`
 * property; absent: loaded from the shipment's tracking answer): emits `box:close`, `box:rated` ({ body }) and
 * `box:session-expired`. Closing hides the dialog; setting `open` again (after removing it) reopens it.
 */
export const RatingModalElement = ratingModalElementOf(RatingModalElementView);

/** The element's public API, documented (REFERENCE.md, custom-elements.json, Storybook): never bundled. */
export const ratingModalDocs = {
  tag: RATING_MODAL_TAG,
  element: RatingModalElement,
  className: 'RatingModalElement',
  reactName: 'RatingModal',
  summary:
    "The delivery rating dialog alone ('Avalie sua experiência'): the driver's stars, the other questions, a comment, then 'Avaliação enviada'.",
  description:
    "Without `questions` or `driver-id`, both come from the shipment's tracking answer when the dialog first opens. Closing hides the dialog (and emits `box:close`); remove `open` and set it again to reopen it.",
  session: 'public',
  attributes: {
    hash: "The shipment's tracking hash: POST /shipments/by-hash/{hash}/rating.",
    open: 'Shows the dialog.',
    'api-base': SHARED_DOCS.apiBase,
    'driver-id': "The driver rated (the tracking answer's `driver.id`).",
    questions: {
      description:
        "The questions to ask, as JSON (the tracking answer's `ratingQuestions`); or the `questions` property.",
      type: 'RatingQuestion[]',
    },
  },
  properties: {
    fetch: SHARED_DOCS.fetch,
    given: {
      type: 'GivenRating | null',
      description: 'A rating given before: shown back instead of the form.',
    },
  },
  events: {
    'box:close': {
      detail: 'null',
      description: "'Avaliar mais tarde', Esc, the close button, or closing the confirmation.",
    },
    'box:rated': {
      detail: '{ body: RatingBody | null }',
      description: 'The rating was stored (`body` is what was sent; null when it had been rated already).',
    },
    'box:session-expired': SHARED_DOCS.sessionExpired,
  },
  parts: ['root', 'button', 'button-primary', 'dialog'],
  entries: {
    module: './rating',
    define: './rating/define',
    defineFile: 'rating-modal-define.js',
    standalone: 'rating-modal-element.js',
  },
  example: '<box-rating-modal hash="TRACKING-HASH" api-base="{{BOX}}/jade/api" open></box-rating-modal>',
  exampleScript: `document.querySelector('box-rating-modal').addEventListener('box:rated', (event) => {
  console.info('Avaliação enviada', event.detail.body);
});`,
} satisfies ElementDocs;

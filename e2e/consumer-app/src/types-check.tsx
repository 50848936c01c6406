// Type-checked by `tsc --noEmit`, never bundled (main.tsx does not import it): what the packages' declarations
// must give an integrator. Each `@ts-expect-error` fails the check when the line below it compiles.
import { OrderTracking } from '@box/tracking';
import { RatingModal } from '@box/tracking/rating';

// A rating question has core's shape (its types are bundled into the package, not `any`).
// @ts-expect-error `nonsense` is no field of a rating question
export const wrongQuestions = <RatingModal hash="h" open questions={[{ nonsense: true }]} />;

// @ts-expect-error an order id is a number or a string
export const wrongOrderId = <OrderTracking orderId={{ id: 51234 }} />;

// The tags are declared for the DOM: querySelector gives the element's type, and its events their detail.
export function onRated(listener: (stars: number | undefined) => void) {
  document
    .querySelector('box-rating-modal')
    ?.addEventListener('box:rated', (event) => listener(event.detail.body?.rating));
}

// React 19 JSX knows the tags and their attributes.
export const tag = <box-order-tracking order-id="51234" poll-interval={30000} />;
// @ts-expect-error poll-interval is milliseconds, not an object
export const wrongTag = <box-order-tracking order-id="51234" poll-interval={{ ms: 30000 }} />;

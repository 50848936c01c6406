import {
  alertCss,
  buttonCss,
  centerNotificationCss,
  errorStateCss,
  skeletonCss,
  spinnerCss,
  widgetSheets,
} from '@box/ui';
import { helpCss, timelineCss } from '../shared';
import orderTrackingCss from './order-tracking.css?inline';

/**
 * The sheets of the primitives the page renders, then the shared timeline and help launcher and its own: adopted
 * into the element's shadow root, or injected by `<BoxRoot>` for the React export. The map and the details tabs
 * (lazy chunks) bring their own.
 */
export const ORDER_TRACKING_STYLES: readonly string[] = /* @__PURE__ */ widgetSheets(
  [buttonCss, spinnerCss, alertCss, centerNotificationCss, skeletonCss, errorStateCss],
  [timelineCss, helpCss, orderTrackingCss],
);

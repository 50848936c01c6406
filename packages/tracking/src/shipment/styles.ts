import { alertCss, buttonCss, errorStateCss, spinnerCss, tabsCss, widgetSheets } from '@box/ui';
import { helpCss, timelineCss } from '../shared/styles';
import shipmentCss from './shipment.css?inline';

/**
 * The primitives the shipment page renders, the shared timeline, the help launcher, then its own. The rating
 * dialog (a lazy chunk) brings the modal's and its own sheets with it.
 */
export const SHIPMENT_TRACKING_STYLES: readonly string[] = /* @__PURE__ */ widgetSheets(
  [buttonCss, spinnerCss, tabsCss, alertCss, errorStateCss],
  [timelineCss, helpCss, shipmentCss],
);

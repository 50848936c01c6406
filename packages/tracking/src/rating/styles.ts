import { alertCss, buttonCss, modalCss, spinnerCss, widgetSheets } from '@box/ui';
import { RATING_CSS } from './ratingCss';

/** The primitives the rating modal renders, then its own (the dialog also brings both along). */
export const RATING_MODAL_STYLES: readonly string[] = /* @__PURE__ */ widgetSheets(
  [buttonCss, spinnerCss, modalCss, alertCss],
  [RATING_CSS],
);

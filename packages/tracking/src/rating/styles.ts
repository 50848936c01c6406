import { alertCss, baseCss, buttonCss, modalCss, spinnerCss, tokensCss } from '@box/ui';
import { RATING_CSS } from './ratingCss';

/** The primitives the rating modal renders (in ui's order), then its own (the dialog also brings both along). */
export const RATING_MODAL_STYLES: readonly string[] = [
  tokensCss,
  baseCss,
  buttonCss,
  spinnerCss,
  modalCss,
  alertCss,
  RATING_CSS,
];

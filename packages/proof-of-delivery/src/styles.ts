import {
  alertCss,
  badgeCss,
  buttonCss,
  emptyStateCss,
  errorStateCss,
  modalCss,
  skeletonCss,
  spinnerCss,
  textFieldCss,
  widgetSheets,
} from '@box/ui';
import podCss from './pod.css?inline';

/**
 * The sheets of the primitives the proof renders, then its own: adopted into the element's shadow root, or
 * injected by `<BoxRoot>` for the React export. The map brings its own CSS with it (MapView).
 */
export const PROOF_OF_DELIVERY_STYLES: readonly string[] = /* @__PURE__ */ widgetSheets(
  [
    buttonCss,
    spinnerCss,
    modalCss,
    alertCss,
    skeletonCss,
    badgeCss,
    emptyStateCss,
    errorStateCss,
    textFieldCss,
  ],
  [podCss],
);

import { alertCss, buttonCss, modalCss, spinnerCss, textFieldCss, widgetSheets } from '@box/ui';
import financeCss from './finance.css?inline';

/** The form's own rules (a page that already adopts the ui sheets, like the wizard's element, adds only this). */
export const FINANCE_INFO_CSS: string = financeCss;

/** Every sheet the finance form and modal render: the primitives, then the form's own. */
export const FINANCE_INFO_STYLES: readonly string[] = /* @__PURE__ */ widgetSheets(
  [buttonCss, spinnerCss, modalCss, alertCss, textFieldCss],
  [financeCss],
);

// Side-effect free: importing this registers nothing (see ./define for the tag).
// The wizard; the fiscal upload and the finance form are entries of their own (`@box/spot-wizard/fiscal-upload`,
// `@box/spot-wizard/finance`), so that an app loads the widget it shows (issue 19). The types of all three tags
// stay here.

export { createSpotWizardApi, type SpotWizardApi } from './api';
export type { MerchandiseSlice, SchedulingSlice, WizardEnvironment } from './contracts';
export { SPOT_WIZARD_TAG, SpotWizardElement } from './element';
export type {
  BoxFinanceInfoAttributes,
  BoxFinanceInfoElement,
  BoxFinanceInfoEventMap,
  BoxFiscalDocumentsUploadAttributes,
  BoxFiscalDocumentsUploadElement,
  BoxFiscalDocumentsUploadEventMap,
  BoxSpotWizardAttributes,
  BoxSpotWizardElement,
  BoxSpotWizardEventMap,
} from './elements.generated';
export { SpotWizard, type SpotWizardProps } from './SpotWizard';

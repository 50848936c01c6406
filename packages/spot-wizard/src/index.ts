// Side-effect free: importing this registers nothing (see ./define for the tag).

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
export { FINANCE_INFO_TAG, FinanceInfoElement } from './finance/element';
export { FinanceInfoForm, type FinanceInfoFormProps } from './finance/FinanceInfoForm';
export { FinanceInfoModal, type FinanceInfoModalProps } from './finance/FinanceInfoModal';
export {
  FISCAL_DOCUMENTS_UPLOAD_TAG,
  FiscalDocumentsUploadElement,
} from './fiscal-upload/element';
export {
  FiscalDocumentsUpload,
  type FiscalDocumentsUploadProps,
} from './fiscal-upload/FiscalDocumentsUpload';
export { SpotWizard, type SpotWizardProps } from './SpotWizard';

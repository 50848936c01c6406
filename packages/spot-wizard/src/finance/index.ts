// The `@box/spot-wizard/finance` entry, side-effect free: the finance form (and its modal) alone, for a page of
// its own such as a profile, without the wizard (the package's index). Its tag's types are the index's
// (`import type {} from '@box/spot-wizard'`). See ./define for the tag.
export { FINANCE_INFO_TAG, FinanceInfoElement } from './element';
export { FinanceInfoForm, type FinanceInfoFormProps } from './FinanceInfoForm';
export { FinanceInfoModal, type FinanceInfoModalProps } from './FinanceInfoModal';

import { type ApiSettings, defineBoxWidget } from '@box/ui';
import { financeApi } from './api';
import { CurrentFinanceInfoFields } from './CurrentFinanceInfoFields';
import { FinanceInfoFields } from './FinanceInfoFields';
import type { FinanceInfoValues } from './store';
import { FINANCE_INFO_STYLES } from './styles';

export interface FinanceInfoFormProps extends ApiSettings {
  /** Values to start from, e.g. what the account already has. */
  initial?: Partial<FinanceInfoValues>;
  /**
   * Start from what the account has on file (GET /customers/finance-info), e.g. on the profile; while it loads
   * a spinner shows, and if it fails the form opens with `initial` and a notice.
   */
  loadCurrent?: boolean;
  /** PATCH /customers succeeded. */
  onSaved?: () => void;
  /** Shows a 'Cancelar' button. */
  onCancel?: () => void;
}

/**
 * The finance info form of SPEC §5 (CNPJ, razão social, billing address, finance responsible) as a React
 * component. Inside another widget it inherits that widget's API settings and styles.
 */
export const FinanceInfoForm = defineBoxWidget({
  api: financeApi,
  styles: FINANCE_INFO_STYLES,
  screen: ({ initial, loadCurrent = false, onSaved, onCancel }: FinanceInfoFormProps) => {
    const Fields = loadCurrent ? CurrentFinanceInfoFields : FinanceInfoFields;
    return <Fields initial={initial} onSaved={onSaved} onCancel={onCancel} />;
  },
});

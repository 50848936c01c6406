import { defineBoxWidget, Modal } from '@box/ui';
import { financeApi } from './api';
import { CurrentFinanceInfoFields } from './CurrentFinanceInfoFields';
import { FinanceInfoFields } from './FinanceInfoFields';
import type { FinanceInfoFormProps } from './FinanceInfoForm';
import { FINANCE_MESSAGES } from './messages';
import { FINANCE_INFO_STYLES } from './styles';

export interface FinanceInfoModalProps extends Omit<FinanceInfoFormProps, 'onCancel'> {
  open: boolean;
  /** Esc, the close button, the backdrop or 'Cancelar'. */
  onClose: () => void;
}

/**
 * SPEC §4/§5 finance info modal: opened when finishing a spot answers MissingFinancialInfo. It does not close
 * itself: on `onSaved` the caller closes it and retries the finish. Each time it opens it starts from what the
 * account has on file (GET /customers/finance-info, as the profile's form does: the CNPJ and razão social the
 * customer already gave), focused on the first field still empty; `loadCurrent={false}` starts it empty.
 */
export const FinanceInfoModal = defineBoxWidget({
  api: financeApi,
  styles: FINANCE_INFO_STYLES,
  screen: ({ open, onClose, onSaved, initial, loadCurrent = true }: FinanceInfoModalProps) => (
    <Modal open={open} title={FINANCE_MESSAGES.modalTitle} onClose={onClose} size="lg">
      <p className="box-finance__intro">{FINANCE_MESSAGES.intro}</p>
      {loadCurrent ? (
        <CurrentFinanceInfoFields initial={initial} onSaved={onSaved} onCancel={onClose} focusFirstEmpty />
      ) : (
        <FinanceInfoFields initial={initial} onSaved={onSaved} onCancel={onClose} />
      )}
    </Modal>
  ),
});

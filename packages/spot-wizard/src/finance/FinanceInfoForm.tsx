import { ApiClientProvider, BoxRoot } from '@box/ui';
import { createFinanceApi } from './api';
import { FinanceInfoFields } from './FinanceInfoFields';
import type { FinanceInfoValues } from './store';
import { FINANCE_INFO_STYLES } from './styles';

export interface FinanceInfoFormProps {
  /** Base of the API; default '/jade/api' (or the enclosing widget's). */
  apiBase?: string;
  /** A replacement `fetch` (tests, stories, a host with its own transport). */
  fetch?: typeof fetch;
  /** The API answered 401. */
  onSessionExpired?: () => void;
  /** Values to start from, e.g. what the account already has. */
  initial?: Partial<FinanceInfoValues>;
  /** PATCH /customers succeeded. */
  onSaved?: () => void;
  /** Shows a 'Cancelar' button. */
  onCancel?: () => void;
}

/**
 * The finance info form of SPEC §5 (CNPJ, razão social, billing address, finance responsible) as a React
 * component. Inside another widget it inherits that widget's API settings and styles.
 */
export function FinanceInfoForm({
  apiBase,
  fetch,
  onSessionExpired,
  initial,
  onSaved,
  onCancel,
}: FinanceInfoFormProps) {
  return (
    <BoxRoot styles={FINANCE_INFO_STYLES}>
      <ApiClientProvider
        createClient={createFinanceApi}
        apiBase={apiBase}
        fetch={fetch}
        onSessionExpired={onSessionExpired}
      >
        <FinanceInfoFields initial={initial} onSaved={onSaved} onCancel={onCancel} />
      </ApiClientProvider>
    </BoxRoot>
  );
}

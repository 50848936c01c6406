import { type ApiSettings, defineBoxWidget, useStore } from '@box/ui';
import { type SpotWizardApi, spotWizardApi } from './api';
import { SPOT_WIZARD_STYLES } from './styles';
import { createWizardEnvironment } from './wizard/environment';
import { WizardShell } from './wizard/WizardShell';

export interface SpotWizardProps extends ApiSettings {
  /** Where the user asked to go ('/pedidos/monitoramento' after the order); the host's router decides. */
  onNavigate?: (path: string) => void;
  /** The order was placed (POST /spots answered its id). */
  onOrderCreated?: (order: { id: number }) => void;
  /**
   * Show the blocked/inactive account banner (default true). A host whose shell already shows it passes false;
   * the account still cannot add merchandise either way.
   */
  showAccountBanner?: boolean;
}

interface WizardInstanceProps extends Pick<SpotWizardProps, 'onNavigate' | 'onOrderCreated'> {
  api: SpotWizardApi;
  showAccountBanner: boolean;
}

/**
 * One wizard for one API client: a new client (another base, another fetch) starts a new wizard. Its environment
 * is made here, so that its requests start with the fetch of the wizard's code (WizardShell).
 */
function WizardInstance({ api, ...props }: WizardInstanceProps) {
  const env = useStore(createWizardEnvironment);
  return <WizardShell env={env} api={api} {...props} />;
}

const clientIds = new WeakMap<object, number>();
let nextClientId = 0;
function clientKey(client: object): number {
  let id = clientIds.get(client);
  if (id === undefined) {
    id = ++nextClientId;
    clientIds.set(client, id);
  }
  return id;
}

function WizardForClient(props: Omit<WizardInstanceProps, 'api'>) {
  const api = spotWizardApi.useApi();
  return <WizardInstance key={clientKey(api)} api={api} {...props} />;
}

/** The spot request wizard of SPEC §2 (/spots/solicitar) as a React component. */
export const SpotWizard = defineBoxWidget({
  api: spotWizardApi,
  styles: SPOT_WIZARD_STYLES,
  screen: ({ onNavigate, onOrderCreated, showAccountBanner = true }: SpotWizardProps) => (
    <WizardForClient
      showAccountBanner={showAccountBanner}
      onNavigate={onNavigate}
      onOrderCreated={onOrderCreated}
    />
  ),
});

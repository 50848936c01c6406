import { SessionExpiredError } from '@box/core/api';
import { type AccountState, accountBanner, canAddMerchandise, isInactiveByConfig } from '@box/core/rules';
import type { AccountFlags, SpotsConfig } from '@box/core/schemas';
import { computed, signal } from '@preact/signals-react';
import type { SpotWizardApi } from '../api';
import type { WizardEnvironment } from '../contracts';

export type EnvironmentLoad =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'error' }
  | { kind: 'session-expired' };

type EnvironmentApi = Pick<SpotWizardApi, 'me' | 'activeExperiments' | 'spotsConfig'>;

/**
 * What the wizard starts from: GET /me (features, account flags), GET /customers/active-experiments (more
 * features) and GET /spots/config. One per wizard instance.
 */
export function createWizardEnvironment() {
  const load = signal<EnvironmentLoad>({ kind: 'loading' });
  const config = signal<SpotsConfig | null>(null);
  const features = signal<ReadonlySet<string>>(new Set());
  const account = signal<AccountFlags | null>(null);
  /** The session's customer (GET /me organization id): only customer 0 may paste a super batch. */
  const customerId = signal<number | null>(null);
  let latest = 0;

  /** /me says whether the account is blocked or inactive; the config may add inactivity or forbid routes. */
  const accountState = computed((): AccountState => {
    const flags = account.value;
    const cfg = config.value;
    return {
      inativo: (flags?.inativo ?? false) || isInactiveByConfig(cfg),
      bloqueado: flags?.bloqueado ?? false,
      podeSolicitarRota: (flags?.podeSolicitarRota ?? true) && (cfg?.pode_solicitar_rotas ?? true),
    };
  });
  const banner = computed(() => accountBanner(accountState.value));
  const canAdd = computed(() => load.value.kind === 'ready' && canAddMerchandise(accountState.value));

  async function fetchEnvironment(api: EnvironmentApi): Promise<void> {
    const request = ++latest;
    load.value = { kind: 'loading' };
    try {
      // Experiments only add flags: without them the wizard still works with the user's own features.
      const [me, experiments, spotsConfig] = await Promise.all([
        api.me(),
        api.activeExperiments().catch((error: unknown) => {
          if (error instanceof SessionExpiredError) throw error;
          return [] as string[];
        }),
        api.spotsConfig(),
      ]);
      if (request !== latest) return;
      features.value = new Set([...me.features, ...experiments]);
      account.value = me.account;
      customerId.value = me.organization.id;
      config.value = spotsConfig;
      load.value = { kind: 'ready' };
    } catch (error) {
      if (request !== latest) return;
      load.value = error instanceof SessionExpiredError ? { kind: 'session-expired' } : { kind: 'error' };
    }
  }

  const environment: WizardEnvironment = { config, features, canAddMerchandise: canAdd };
  return { ...environment, load, account, customerId, accountState, banner, fetchEnvironment };
}

export type WizardEnvironmentStore = ReturnType<typeof createWizardEnvironment>;

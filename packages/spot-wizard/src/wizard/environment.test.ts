import { ApiError, SessionExpiredError } from '@box/core/api';
import { createWizardEnvironment } from './environment';
import { currentUser, spotsConfig } from './fixtures';

const api = (
  overrides: Partial<Parameters<ReturnType<typeof createWizardEnvironment>['fetchEnvironment']>[0]> = {},
) => ({
  me: async () => currentUser({ features: ['feature:ad_valorem'] }),
  activeExperiments: async () => ['feature:spots.round_trip'],
  spotsConfig: async () => spotsConfig(),
  ...overrides,
});

describe('wizard environment', () => {
  it('joins the user’s features with the active experiments and keeps the config', async () => {
    const env = createWizardEnvironment();
    expect(env.load.value.kind).toBe('loading');
    expect(env.canAddMerchandise.value).toBe(false);
    await env.fetchEnvironment(api());
    expect(env.load.value.kind).toBe('ready');
    expect([...env.features.value].sort()).toEqual(['feature:ad_valorem', 'feature:spots.round_trip']);
    expect(env.config.value?.min_advance_booking_time_minutes).toBe(45);
    expect(env.canAddMerchandise.value).toBe(true);
    expect(env.banner.value).toBeNull();
  });

  it('still starts when the experiments cannot be read', async () => {
    const env = createWizardEnvironment();
    await env.fetchEnvironment(api({ activeExperiments: () => Promise.reject(new ApiError(500, null)) }));
    expect(env.load.value.kind).toBe('ready');
    expect([...env.features.value]).toEqual(['feature:ad_valorem']);
  });

  it('shows the blocked banner and forbids adding merchandise', async () => {
    const env = createWizardEnvironment();
    await env.fetchEnvironment(
      api({
        me: async () =>
          currentUser({ account: { podeSolicitarRota: false, inativo: false, bloqueado: true } }),
      }),
    );
    expect(env.banner.value).toEqual({
      kind: 'blocked',
      message:
        'Sua conta está bloqueada para solicitações. Por favor, entre em contato com o e-mail comercial',
    });
    expect(env.canAddMerchandise.value).toBe(false);
  });

  it('reads inactivity and the right to request routes from the config too', async () => {
    const inactive = createWizardEnvironment();
    await inactive.fetchEnvironment(
      api({ spotsConfig: async () => spotsConfig({ block_details: { code: 'Inatividade' } }) }),
    );
    expect(inactive.banner.value?.kind).toBe('inactive');
    expect(inactive.canAddMerchandise.value).toBe(false);

    const noRoutes = createWizardEnvironment();
    await noRoutes.fetchEnvironment(
      api({ spotsConfig: async () => spotsConfig({ pode_solicitar_rotas: false }) }),
    );
    expect(noRoutes.banner.value).toBeNull();
    expect(noRoutes.canAddMerchandise.value).toBe(false);
  });

  it('tells a failed load from a lost session', async () => {
    const env = createWizardEnvironment();
    await env.fetchEnvironment(api({ spotsConfig: () => Promise.reject(new ApiError(500, null)) }));
    expect(env.load.value.kind).toBe('error');
    await env.fetchEnvironment(api({ me: () => Promise.reject(new SessionExpiredError(null)) }));
    expect(env.load.value.kind).toBe('session-expired');
    await env.fetchEnvironment(
      api({ activeExperiments: () => Promise.reject(new SessionExpiredError(null)) }),
    );
    expect(env.load.value.kind).toBe('session-expired');
  });
});

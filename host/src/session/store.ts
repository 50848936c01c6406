import type { ApiClient } from '@box/core/api';
import { SessionExpiredError } from '@box/core/api';
import type { CurrentUser } from '@box/core/schemas';
import { computed, signal } from '@preact/signals-react';

export type SessionStatus = 'idle' | 'loading' | 'signedIn' | 'signedOut' | 'failed';

type IdentityApi = Pick<ApiClient, 'me' | 'activeExperiments' | 'session'>;

/** How the identity is asked for: a public page asks first whether anyone is signed in (`probe`). */
export interface LoadOptions {
  probe?: boolean;
}

/**
 * The signed-in user for one app root. GET /me runs once per page load (the promise is kept); `reload` is
 * only for the retry button after a failure. A public page probes first (GET /session answers 200 either way):
 * an anonymous visitor's browser would log /me's 401, and the experiments' one, as console errors.
 */
export function createSessionStore(api: IdentityApi) {
  const user = signal<CurrentUser | null>(null);
  const status = signal<SessionStatus>('idle');
  const experiments = signal<readonly string[]>([]);
  /** Path where a legacy frame showed the login page: that page stays, every other protected one redirects. */
  const clearedOnPath = signal<string | null>(null);
  /** A call answered 401 after the page loaded. */
  const expired = signal(false);
  // Feature flags come from the user's features and the customer's active experiments (SPEC §6).
  const flags = computed(() => new Set([...(user.value?.features ?? []), ...experiments.value]));
  let pending: Promise<void> | null = null;

  async function fetchIdentity(probe: boolean): Promise<void> {
    status.value = 'loading';
    // A failed probe is no answer: /me decides, as without one.
    if (
      probe &&
      !(await api.session().then(
        (s) => s.signedIn,
        () => true,
      ))
    ) {
      status.value = 'signedOut';
      return;
    }
    const [me, active] = await Promise.allSettled([api.me(), api.activeExperiments()]);
    if (me.status === 'fulfilled') {
      user.value = me.value;
      // Experiments only add flags: without them the portal still works.
      experiments.value = active.status === 'fulfilled' ? active.value : [];
      status.value = 'signedIn';
    } else {
      status.value = me.reason instanceof SessionExpiredError ? 'signedOut' : 'failed';
    }
  }

  function load({ probe = false }: LoadOptions = {}): Promise<void> {
    pending ??= fetchIdentity(probe);
    return pending;
  }

  function reload(): Promise<void> {
    pending = null;
    return load();
  }

  function clearUser(pathname: string): void {
    user.value = null;
    experiments.value = [];
    status.value = 'signedOut';
    clearedOnPath.value = pathname;
  }

  function markExpired(): void {
    expired.value = true;
  }

  return { user, status, experiments, flags, clearedOnPath, expired, load, reload, clearUser, markExpired };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

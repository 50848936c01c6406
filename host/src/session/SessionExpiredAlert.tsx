import { messageFor } from '@box/core/errors';
import { Alert } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useApp } from '../appContext';
import { loginUrl } from './loginUrl';

/** Time the user gets to read the alert before the login page loads (SPEC §8 "then redirect"). */
export const SESSION_EXPIRED_REDIRECT_MS = 2000;

const TEXT = messageFor({ kind: 'SessionExpired' });

/** Shown once any call answers 401; then the whole page goes to the login, which brings the user back. */
export function SessionExpiredAlert() {
  useSignals();
  const { session, router, assign } = useApp();
  const expired = session.expired.value;

  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(() => {
      const { pathname, search } = router.location.peek();
      assign(loginUrl(pathname + search));
    }, SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, router, assign]);

  if (!expired) return null;
  return (
    <div className="box-session-expired">
      <Alert tone="danger" title={TEXT.title}>
        {TEXT.message}
      </Alert>
    </div>
  );
}

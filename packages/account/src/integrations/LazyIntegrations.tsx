import { Skeleton } from '@box/ui';
import { lazy, Suspense } from 'react';
import type { IntegrationsSectionProps } from './IntegrationsSection';
import { INTEGRATIONS_LOADING } from './loading';

// A chunk of its own: the profile's first paint (and the element's first load) carries none of it, and people
// who may not manage integrations never fetch it.
const IntegrationsSection = lazy(() => import('./IntegrationsSection'));

/** 'Integrações', fetched when first rendered; a placeholder of its size meanwhile. */
export function LazyIntegrations(props: IntegrationsSectionProps) {
  return (
    <Suspense
      fallback={
        <div className="box-account-card" aria-busy="true">
          <span className="box-sr-only">{INTEGRATIONS_LOADING}</span>
          <Skeleton height="8rem" />
        </div>
      }
    >
      <IntegrationsSection {...props} />
    </Suspense>
  );
}

import { Skeleton } from '@box/ui';
import { lazy, Suspense } from 'react';
import { SEFAZ_LOADING } from './loading';
import type { SefazRegistrationPanelProps } from './SefazRegistrationPanel';

// A chunk of its own: only the owner's proofs with an NF-e/CT-e key show the block, and the public page and
// proofs without a fiscal document never fetch it.
const SefazRegistrationPanel = lazy(() => import('./SefazRegistrationPanel'));

/** 'Canhoto digital', fetched when first rendered; a placeholder of its size meanwhile. */
export function LazySefazPanel(props: SefazRegistrationPanelProps) {
  return (
    <Suspense
      fallback={
        <div className="box-pod__card" aria-busy="true">
          <span className="box-sr-only">{SEFAZ_LOADING}</span>
          <Skeleton height="10rem" />
        </div>
      }
    >
      <SefazRegistrationPanel {...props} />
    </Suspense>
  );
}

import { ErrorState } from '@box/ui';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { WIZARD_MESSAGES } from '../messages/wizard';

type Outcome<P> = { ok: true; component: ComponentType<P> } | { ok: false };

/** A component whose code is in a chunk of its own, loaded on first render or ahead with `preload`. */
export interface LazyPart<P> {
  (props: P): ReactNode;
  /** Starts loading the chunk (once); settles when the part can render without waiting. */
  preload: () => Promise<unknown>;
}

/** The chunk of one part: loaded once and remembered; a failed load is tried again on retry. */
class PartLoader<P> {
  /** Set once the chunk loaded; a failure is not kept, so the next render may try again. */
  settled: Outcome<P> | undefined;
  #pending: Promise<Outcome<P>> | undefined;

  constructor(readonly load: () => Promise<ComponentType<P>>) {}

  readonly preload = (): Promise<Outcome<P>> => {
    this.#pending ??= this.load().then(
      (component): Outcome<P> => {
        this.settled = { ok: true, component };
        return this.settled;
      },
      (error: unknown): Outcome<P> => {
        console.error('Falha ao carregar parte da solicitação', error);
        return { ok: false };
      },
    );
    return this.#pending;
  };

  forgetFailure(): void {
    if (!this.settled) this.#pending = undefined;
  }
}

function LoadedPart<P extends object>({
  loader,
  fallback,
  props,
}: {
  loader: PartLoader<P>;
  fallback: ReactNode;
  props: P;
}) {
  // Loaded already (preloaded): render now, with no fallback frame. Otherwise wait for the one load.
  const [outcome, setOutcome] = useState(loader.settled);
  useEffect(() => {
    if (outcome) return;
    let current = true;
    void loader.preload().then((settled) => {
      if (current) setOutcome(settled);
    });
    return () => {
      current = false;
    };
  }, [loader, outcome]);

  if (!outcome) return fallback;
  if (!outcome.ok) {
    const retry = () => {
      loader.forgetFailure();
      setOutcome(undefined);
    };
    return (
      <ErrorState
        title={WIZARD_MESSAGES.partLoadErrorTitle}
        message={WIZARD_MESSAGES.partLoadErrorMessage}
        onRetry={retry}
        retryLabel={WIZARD_MESSAGES.retry}
        retryAs="button"
      />
    );
  }
  const Component = outcome.component;
  return <Component {...props} />;
}

/**
 * A part of the wizard in its own chunk, so the standalone element.js carries only what step 1 paints. Unlike
 * `React.lazy` (Suspense), a part whose chunk has loaded renders at once (no fallback frame), so a part
 * preloaded while the user is on step 1 opens as fast as if it were bundled; until then it shows `fallback`. A chunk that cannot load (offline) shows an error with
 * a retry in its place instead of taking the whole wizard down. Call it once per part, at module level.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyPart<P> {
  const loader = new PartLoader(load);
  const part = (props: P) => <LoadedPart loader={loader} fallback={fallback} props={props} />;
  return Object.assign(part, { preload: loader.preload });
}

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

/** What a part shows around its fallback and its load error until the part itself renders (see lazyPart). */
export type PartFrame<P> = ComponentType<P & { children: ReactNode }>;

function LoadedPart<P extends object>({
  loader,
  fallback,
  Frame,
  props,
}: {
  loader: PartLoader<P>;
  fallback: ReactNode;
  Frame: PartFrame<P> | undefined;
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

  const framed = (content: ReactNode) => (Frame ? <Frame {...props}>{content}</Frame> : content);
  if (!outcome) return framed(fallback);
  if (!outcome.ok) {
    const retry = () => {
      loader.forgetFailure();
      setOutcome(undefined);
    };
    return framed(
      <ErrorState
        title={WIZARD_MESSAGES.partLoadErrorTitle}
        message={WIZARD_MESSAGES.partLoadErrorMessage}
        onRetry={retry}
        retryLabel={WIZARD_MESSAGES.retry}
        retryAs="button"
      />,
    );
  }
  const Component = outcome.component;
  return <Component {...props} />;
}

/**
 * A part of the wizard in its own chunk, so the first load carries only what the wizard paints first. Unlike
 * `React.lazy` (Suspense), a part whose chunk has loaded renders at once (no fallback frame), so a part
 * preloaded while the user is on step 1 opens as fast as if it were bundled; until then it shows `fallback`. A
 * chunk that cannot load (offline) shows an error with a retry in its place instead of taking the whole wizard
 * down. `Frame`, given the part's props, surrounds the fallback and the error, for a part that draws its own
 * surroundings once loaded (the whole wizard: its frame is on screen while its code is on the way). Call it once
 * per part, at module level.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
  Frame?: PartFrame<P>,
): LazyPart<P> {
  const loader = new PartLoader(load);
  const part = (props: P) => <LoadedPart loader={loader} fallback={fallback} Frame={Frame} props={props} />;
  return Object.assign(part, { preload: loader.preload });
}

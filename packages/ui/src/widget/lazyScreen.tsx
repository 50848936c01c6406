import { type ComponentType, lazy, Suspense } from 'react';

/**
 * What the element shows until its screen's chunk has arrived (or when it could not be loaded): the content the
 * page put inside the tag, as before the element's script had run (the light-DOM fallback of the docs).
 */
const PageContent = () => <slot />;

/**
 * A widget's screen loaded with `import()` when an element first renders it, for an entry that registers several
 * tags and should fetch only the screens the page shows (issue 19). The element class is defined at once with
 * its attributes, properties and events, so what the page sets before the chunk arrives reaches the screen.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazy<ComponentType<P>>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A failed chunk leaves the page's own content visible instead of an empty element.
        console.error(error);
        return { default: PageContent };
      },
    ),
  );
  return (props: P) => (
    <Suspense fallback={<PageContent />}>
      <Screen {...props} />
    </Suspense>
  );
}

/** For each Box tag, what registers it: a dynamic import of its package's define module (one chunk per tag). */
export type TagLoaders = Readonly<Record<string, () => Promise<unknown>>>;

export interface Autoloader {
  /** Loads the tags found in `root` (itself included when it is one) that are not registered yet. */
  discover(root: ParentNode): Promise<void>;
  /** Calls `discover` on whatever is added under `root` from now on. */
  observe(root: Node): void;
}

/**
 * Registers Box tags on first sight, as Shoelace's autoloader does: the page links one script and writes tags;
 * a tag's code is fetched only when the tag is in the document. A tag some other script registered (a standalone
 * bundle, the npm package) is left alone, and each tag's code is requested once; a failed request is forgotten
 * so that the next appearance of the tag tries again (a flaky network must not leave it dead for the page's life).
 */
export function createAutoloader(
  loaders: TagLoaders,
  registry: CustomElementRegistry = customElements,
  report: (message: string, error: unknown) => void = console.error,
): Autoloader {
  const tags = Object.keys(loaders);
  const selector = tags.join(',');
  const requested = new Map<string, Promise<void>>();

  const load = (tag: string): Promise<void> => {
    const loader = loaders[tag];
    if (!loader || registry.get(tag)) return Promise.resolve();
    let pending = requested.get(tag);
    if (!pending) {
      pending = loader().then(
        () => undefined,
        (error: unknown) => {
          requested.delete(tag);
          report(`Box: não foi possível carregar <${tag}>.`, error);
        },
      );
      requested.set(tag, pending);
    }
    return pending;
  };

  const discover = async (root: ParentNode) => {
    const found = new Set<string>();
    if (isElement(root) && Object.hasOwn(loaders, root.localName)) found.add(root.localName);
    if (selector) for (const element of root.querySelectorAll(selector)) found.add(element.localName);
    await Promise.all([...found].map(load));
  };

  const observe = (root: Node) => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (isElement(node)) void discover(node);
    }).observe(root, { childList: true, subtree: true });
  };

  return { discover, observe };
}

const isElement = (node: unknown): node is Element =>
  typeof node === 'object' && node !== null && (node as Node).nodeType === 1;

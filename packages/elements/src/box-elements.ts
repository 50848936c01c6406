// box-elements.js, the loader: one <script type="module"> for every Box tag. The tag → chunk table is generated at
// build time from the element packages' custom-elements.json (./tag-loaders.ts, see ../tag-defines.ts).
import { type Autoloader, createAutoloader } from './autoloader';
import { TAG_LOADERS } from './tag-loaders';

const autoloader: Autoloader = createAutoloader(TAG_LOADERS);
const watched = new WeakSet<Node>();

/**
 * Loads the Box tags under `root` and those added to it later. The document is watched already; a page that
 * renders tags inside its own shadow roots (which the document's observer cannot see into) passes each root.
 */
export function discover(root: Document | DocumentFragment | Element): Promise<void> {
  // Once per root: a second observer would only see the same additions again.
  if (!watched.has(root)) {
    watched.add(root);
    autoloader.observe(root);
  }
  return autoloader.discover(root);
}

/** The tags this loader registers. */
export const BOX_TAGS: readonly string[] = Object.keys(TAG_LOADERS);

// A module script runs after the document is parsed: what is in the page now, then what comes later.
void discover(document);

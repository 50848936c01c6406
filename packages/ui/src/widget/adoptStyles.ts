// The one way the Box elements give CSS to a root (DESIGN.md §4): constructed stylesheets adopted by the shadow
// root, or by the page for a widget's React export. A page whose CSP says `style-src 'self'` refuses `<style>`
// elements and style attributes injected at run time, but not constructed sheets: the elements, their lazily
// loaded parts and the map need no 'unsafe-inline'.

/** Where sheets are adopted: an element's shadow root, or the page. */
export type StylesRoot = Document | ShadowRoot;

/** One constructed sheet per CSS text, shared by every root on the page (a sheet can be adopted by many). */
const constructed = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = constructed.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    constructed.set(css, sheet);
  }
  return sheet;
}

// Every browser the elements support has them (Chromium 73, Firefox 101, Safari 16.4); the fallback below keeps
// an older Safari styled on a page without a strict CSP.
const canConstruct = (root: StylesRoot): boolean =>
  'adoptedStyleSheets' in root &&
  typeof CSSStyleSheet !== 'undefined' &&
  typeof CSSStyleSheet.prototype.replaceSync === 'function';

/** The root a node is rendered in, when it is a shadow root or the document (not a detached tree). */
export function stylesRootOf(node: Node): StylesRoot | null {
  const root = node.getRootNode();
  return root.nodeType === Node.DOCUMENT_NODE || root.nodeType === Node.DOCUMENT_FRAGMENT_NODE
    ? (root as StylesRoot)
    : null;
}

/**
 * Adds CSS texts to a root once each, after the sheets it has (a part loaded later lands where a first sheet
 * holding everything had it, so the cascade is the same). Empty texts (tests that skip CSS) are left out.
 * Without constructed sheets: one `<style>` per text, in the shadow root or the document's head.
 */
export function adoptStyles(root: StylesRoot, styles: readonly string[]): void {
  const texts = styles.filter(Boolean);
  if (canConstruct(root)) {
    const current = root.adoptedStyleSheets;
    const added = [...new Set(texts)].map(sheetFor).filter((sheet) => !current.includes(sheet));
    if (added.length > 0) root.adoptedStyleSheets = [...current, ...added];
    return;
  }
  const doc = 'head' in root ? root : (root as ShadowRoot).ownerDocument;
  const parent = 'head' in root ? root.head : root;
  const present = new Set(
    Array.from(parent.querySelectorAll('style[data-box-sheet]'), (style) => style.textContent),
  );
  for (const css of texts) {
    if (present.has(css)) continue;
    present.add(css);
    const style = doc.createElement('style');
    style.dataset.boxSheet = '';
    style.textContent = css;
    parent.append(style);
  }
}

import { adoptStyles, stylesRootOf } from './adoptStyles';

const cssOf = (root: Document | ShadowRoot) =>
  root.adoptedStyleSheets.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join(' '));

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

const FIRST = '.box-root .box-first { color: red; }';
const PART = '.box-root .box-part { color: blue; }';
const OTHER = '.box-root .box-other { color: green; }';

afterEach(() => {
  document.body.replaceChildren();
  document.adoptedStyleSheets = [];
});

describe('adoptStyles', () => {
  it('adds the sheets after those already adopted, once each, and no <style> element', () => {
    const root = shadowRoot();
    const first = new CSSStyleSheet();
    first.replaceSync(FIRST);
    root.adoptedStyleSheets = [first];
    adoptStyles(root, [PART]);
    adoptStyles(root, [PART, OTHER, OTHER, '']);
    expect(cssOf(root)).toEqual([
      expect.stringContaining('.box-first'),
      expect.stringContaining('.box-part'),
      expect.stringContaining('.box-other'),
    ]);
    expect(root.querySelector('style')).toBeNull();
  });

  it('shares one sheet per CSS text between shadow roots and the page (the React export)', () => {
    const a = shadowRoot();
    const b = shadowRoot();
    adoptStyles(a, [PART]);
    adoptStyles(b, [PART]);
    adoptStyles(document, [PART]);
    expect(a.adoptedStyleSheets[0]).toBe(b.adoptedStyleSheets[0]);
    expect(document.adoptedStyleSheets[0]).toBe(a.adoptedStyleSheets[0]);
    expect(document.querySelector('style')).toBeNull();
  });

  it('falls back to one <style> per text where constructed sheets are missing', () => {
    const replaceSync = CSSStyleSheet.prototype.replaceSync;
    // biome-ignore lint/suspicious/noExplicitAny: simulates a browser without constructed sheets.
    (CSSStyleSheet.prototype as any).replaceSync = undefined;
    try {
      const root = shadowRoot();
      adoptStyles(root, [PART, OTHER]);
      adoptStyles(root, [PART]);
      expect(Array.from(root.querySelectorAll('style'), (s) => s.textContent)).toEqual([PART, OTHER]);
      adoptStyles(document, [PART]);
      adoptStyles(document, [PART]);
      expect(document.head.querySelectorAll('style[data-box-sheet]')).toHaveLength(1);
    } finally {
      CSSStyleSheet.prototype.replaceSync = replaceSync;
      for (const style of document.head.querySelectorAll('style[data-box-sheet]')) style.remove();
    }
  });
});

describe('stylesRootOf', () => {
  it('is the shadow root or the document a node is in, and null for a detached node', () => {
    const root = shadowRoot();
    const inside = document.createElement('span');
    root.append(inside);
    const onPage = document.createElement('span');
    document.body.append(onPage);
    expect(stylesRootOf(inside)).toBe(root);
    expect(stylesRootOf(onPage)).toBe(document);
    expect(stylesRootOf(document.createElement('span'))).toBeNull();
  });
});

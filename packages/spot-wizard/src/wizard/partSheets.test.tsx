import { render } from '@testing-library/react';
import { adoptPartSheets, PartSheetsRootContext, sheetsRootOf, usePartSheets } from './partSheets';

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

const PART_SHEETS = [PART];

function Part() {
  usePartSheets(PART_SHEETS);
  return <p>parte</p>;
}

afterEach(() => {
  document.body.replaceChildren();
  document.adoptedStyleSheets = [];
});

describe('adoptPartSheets', () => {
  it('adds the sheets after those already adopted, once each', () => {
    const root = shadowRoot();
    const first = new CSSStyleSheet();
    first.replaceSync(FIRST);
    root.adoptedStyleSheets = [first];
    adoptPartSheets(root, [PART]);
    adoptPartSheets(root, [PART, OTHER]);
    expect(cssOf(root)).toEqual([
      expect.stringContaining('.box-first'),
      expect.stringContaining('.box-part'),
      expect.stringContaining('.box-other'),
    ]);
  });

  it('shares one sheet between roots and adopts into the page for the React export', () => {
    const a = shadowRoot();
    const b = shadowRoot();
    adoptPartSheets(a, [PART]);
    adoptPartSheets(b, [PART]);
    adoptPartSheets(document, [PART]);
    expect(a.adoptedStyleSheets[0]).toBe(b.adoptedStyleSheets[0]);
    expect(document.adoptedStyleSheets[0]).toBe(a.adoptedStyleSheets[0]);
  });

  it('falls back to one <style> per text where constructed sheets are missing', () => {
    const replaceSync = CSSStyleSheet.prototype.replaceSync;
    // biome-ignore lint/suspicious/noExplicitAny: simulates a browser without constructed sheets.
    (CSSStyleSheet.prototype as any).replaceSync = undefined;
    try {
      const root = shadowRoot();
      adoptPartSheets(root, [PART, OTHER]);
      adoptPartSheets(root, [PART]);
      expect(Array.from(root.querySelectorAll('style'), (s) => s.textContent)).toEqual([PART, OTHER]);
      adoptPartSheets(document, [PART]);
      expect(document.head.querySelectorAll('style[data-box-part-sheet]')).toHaveLength(1);
    } finally {
      CSSStyleSheet.prototype.replaceSync = replaceSync;
      document.head.querySelectorAll('style[data-box-part-sheet]').forEach((s) => {
        s.remove();
      });
    }
  });
});

describe('sheetsRootOf', () => {
  it('is the shadow root or the document a node is in, and null for a detached node', () => {
    const root = shadowRoot();
    const inside = document.createElement('span');
    root.append(inside);
    const onPage = document.createElement('span');
    document.body.append(onPage);
    expect(sheetsRootOf(inside)).toBe(root);
    expect(sheetsRootOf(onPage)).toBe(document);
    expect(sheetsRootOf(document.createElement('span'))).toBeNull();
  });
});

describe('usePartSheets', () => {
  it('adopts the part’s sheets into the wizard’s root when it mounts', () => {
    const root = shadowRoot();
    render(
      <PartSheetsRootContext value={root}>
        <Part />
      </PartSheetsRootContext>,
    );
    expect(cssOf(root)).toEqual([expect.stringContaining('.box-part')]);
  });

  it('does nothing outside a wizard, where the page brings every sheet', () => {
    render(<Part />);
    expect(document.adoptedStyleSheets).toEqual([]);
  });
});

import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boxUiCss, boxUiSheets } from './index';
import * as sheets from './sheets';
import { PRIMITIVE_ORDER, widgetSheets } from './widgetSheets';

/** Top-level selectors of a CSS text, descending into @media/@container blocks but not @keyframes. */
function selectors(css: string): string[] {
  const found: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let depth = 0;
  let buffer = '';
  const skipping: number[] = [];
  for (const char of text) {
    if (char === '{') {
      const head = buffer.trim();
      if (head.startsWith('@keyframes')) skipping.push(depth);
      else if (!head.startsWith('@') && skipping.length === 0)
        found.push(...head.split(',').map((s) => s.trim()));
      depth += 1;
      buffer = '';
    } else if (char === '}') {
      depth -= 1;
      if (skipping[skipping.length - 1] === depth) skipping.pop();
      buffer = '';
    } else if (char === ';') {
      buffer = '';
    } else {
      buffer += char;
    }
  }
  return found;
}

/** The token sheet's two selectors (see tokens.css); every other rule hangs off `.box-root`. */
const TOKEN_SELECTORS = [':host', '* > .box-root'];
const isScoped = (selector: string) => selector.startsWith('.box-root') || TOKEN_SELECTORS.includes(selector);

describe('tokensCss', () => {
  const declaredIn = (css: string) => [...css.matchAll(/(--box-[\w-]+)\s*:/g)].map((m) => m[1]);

  it('declares the tokens on the shadow host and on page .box-root elements, and nowhere else', () => {
    // Inside a shadow root the mount .box-root has no element parent, so `* > .box-root` skips it and the
    // tokens come from :host, where a page rule on the element (box-spot-wizard { --box-color-*: … }) wins.
    expect(selectors(sheets.tokensCss)).toEqual(TOKEN_SELECTORS);
    expect(declaredIn(sheets.tokensCss)).toContain('--box-color-primary');
    for (const [name, css] of Object.entries(sheets)) {
      if (name !== 'tokensCss') expect(declaredIn(css), name).toEqual([]);
    }
  });
});

describe('boxUiCss', () => {
  it('holds the tokens and every primitive', () => {
    expect(boxUiCss).toContain('--box-color-primary:');
    for (const block of [
      '.box-button',
      '.box-modal',
      '.box-tabs',
      '.box-table',
      '.box-alert',
      '.box-toast-stack',
    ]) {
      expect(boxUiCss).toContain(block);
    }
  });

  it('scopes every rule under .box-root and prefixes every class with box-', () => {
    const all = selectors(boxUiCss);
    expect(all.length).toBeGreaterThan(50);
    const unscoped = all.filter((selector) => !isScoped(selector));
    expect(unscoped).toEqual([]);
    const foreignClasses = all
      .flatMap((s) => s.match(/\.[a-z][\w-]*/gi) ?? [])
      .filter((c) => !c.startsWith('.box-'));
    expect(foreignClasses).toEqual([]);
  });
});

describe('boxUiSheets', () => {
  // Every stylesheet beside a primitive: a new primitive's CSS must reach the exports and the sheets too.
  const componentsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../components');
  const primitiveFiles = readdirSync(componentsDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.css'),
  );

  it('holds every sheet once, tokens then base first, and makes up boxUiCss', () => {
    expect(primitiveFiles.length).toBeGreaterThan(10);
    expect(new Set(boxUiSheets).size).toBe(boxUiSheets.length);
    expect(boxUiSheets).toHaveLength(primitiveFiles.length + 2);
    expect(boxUiSheets.slice(0, 2)).toEqual([sheets.tokensCss, sheets.baseCss]);
    expect(boxUiCss).toBe(boxUiSheets.join('\n'));
  });

  it('exports each sheet by name, each scoped under .box-root on its own', () => {
    expect(new Set(Object.values(sheets))).toEqual(new Set(boxUiSheets));
    for (const [name, css] of Object.entries(sheets)) {
      const unscoped = selectors(css).filter((selector) => !isScoped(selector));
      expect(unscoped, name).toEqual([]);
    }
  });
});

describe('widgetSheets', () => {
  const own = ['.box-root .box-mine { color: red; }', '.box-root .box-mine-too { color: blue; }'];

  it('puts the tokens and the base rules first, then the primitives, then the widget’s own sheets', () => {
    expect(widgetSheets([sheets.buttonCss, sheets.tableCss, sheets.errorStateCss], own)).toEqual([
      sheets.tokensCss,
      sheets.baseCss,
      sheets.buttonCss,
      sheets.tableCss,
      sheets.errorStateCss,
      ...own,
    ]);
  });

  it('keeps each sheet once (own sheets that repeat, or a test run that gives every sheet the same text)', () => {
    expect(widgetSheets([sheets.modalCss], [own[0] ?? '', own[0] ?? ''])).toEqual([
      sheets.tokensCss,
      sheets.baseCss,
      sheets.modalCss,
      own[0],
    ]);
  });
});

describe('PRIMITIVE_ORDER', () => {
  // The one cascade order of ui's sheets. Every element's list follows it (scripts/elements/elements.test.ts
  // checks them all: ui cannot import the widgets).
  it('names every primitive sheet ui exports once, and is the order of boxUiSheets', () => {
    const byName = new Map(Object.entries(sheets));
    const named = PRIMITIVE_ORDER.map((name) => byName.get(`${name}Css`));
    expect(new Set(named).size).toBe(PRIMITIVE_ORDER.length);
    expect(boxUiSheets).toEqual([sheets.tokensCss, sheets.baseCss, ...named]);
  });
});

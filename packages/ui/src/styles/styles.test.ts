import { boxUiCss } from './index';

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
    const unscoped = all.filter((selector) => !selector.startsWith('.box-root'));
    expect(unscoped).toEqual([]);
    const foreignClasses = all
      .flatMap((s) => s.match(/\.[a-z][\w-]*/gi) ?? [])
      .filter((c) => !c.startsWith('.box-'));
    expect(foreignClasses).toEqual([]);
  });
});

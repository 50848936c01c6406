import { vi } from 'vitest';
import { adoptStyles } from './adoptStyles';

describe('adoptStyles', () => {
  it('adopts one shared constructed sheet per CSS text', () => {
    const a = document.createElement('div').attachShadow({ mode: 'open' });
    const b = document.createElement('div').attachShadow({ mode: 'open' });
    adoptStyles(a, ['.box-root .a { color: red; }']);
    adoptStyles(b, ['.box-root .a { color: red; }']);
    expect(a.adoptedStyleSheets).toHaveLength(1);
    expect(a.adoptedStyleSheets[0]).toBe(b.adoptedStyleSheets[0]);
    expect(a.querySelector('style')).toBeNull();
  });

  it('falls back to <style> elements where constructed sheets are missing', () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    try {
      const root = document.createElement('div').attachShadow({ mode: 'open' });
      adoptStyles(root, ['.box-root .a { color: red; }', '.box-root .b { color: blue; }']);
      expect(Array.from(root.querySelectorAll('style')).map((s) => s.textContent)).toEqual([
        '.box-root .a { color: red; }',
        '.box-root .b { color: blue; }',
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

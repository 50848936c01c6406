import { render } from '@testing-library/react';
import { PartSheetsRootContext, usePartSheets } from './partSheets';

const cssOf = (root: Document | ShadowRoot) =>
  root.adoptedStyleSheets.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join(' '));

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

const FIRST = '.box-root .box-first { color: red; }';
const PART_SHEETS = ['.box-root .box-part { color: blue; }'];

function Part() {
  usePartSheets(PART_SHEETS);
  return <p>parte</p>;
}

afterEach(() => {
  document.body.replaceChildren();
  document.adoptedStyleSheets = [];
});

describe('usePartSheets', () => {
  it('adopts the part’s sheets into the wizard’s root when it mounts, after the first sheet', () => {
    const root = shadowRoot();
    const first = new CSSStyleSheet();
    first.replaceSync(FIRST);
    root.adoptedStyleSheets = [first];
    render(
      <PartSheetsRootContext value={root}>
        <Part />
      </PartSheetsRootContext>,
    );
    expect(cssOf(root)).toEqual([
      expect.stringContaining('.box-first'),
      expect.stringContaining('.box-part'),
    ]);
    expect(root.querySelector('style')).toBeNull();
  });

  it('does nothing outside a wizard, where the page brings every sheet', () => {
    render(<Part />);
    expect(document.adoptedStyleSheets).toEqual([]);
  });
});

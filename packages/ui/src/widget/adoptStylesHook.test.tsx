import { render } from '@testing-library/react';
import { act, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { useAdoptedStyles } from './adoptStylesHook';

const PART = '.box-root .box-part { color: blue; }';
const PART_STYLES = [PART];

function Part() {
  const ref = useRef<HTMLParagraphElement>(null);
  useAdoptedStyles(ref, PART_STYLES);
  return <p ref={ref}>parte</p>;
}

const cssOf = (root: Document | ShadowRoot) =>
  root.adoptedStyleSheets.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join(' '));

afterEach(() => {
  document.body.replaceChildren();
  document.adoptedStyleSheets = [];
});

describe('useAdoptedStyles', () => {
  it("adopts the component's sheets into the shadow root it renders in, not the page", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    await act(async () => root.render(<Part />));
    expect(cssOf(shadow)).toEqual([expect.stringContaining('.box-part')]);
    expect(document.adoptedStyleSheets).toEqual([]);
    expect(shadow.querySelector('style')).toBeNull();
    await act(async () => root.unmount());
  });

  it('adopts them into the page for a React export rendered there', () => {
    render(<Part />);
    expect(cssOf(document)).toEqual([expect.stringContaining('.box-part')]);
  });
});

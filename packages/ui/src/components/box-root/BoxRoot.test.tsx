import { render } from '@testing-library/react';
import { BoxRoot, ShadowRootScope } from './BoxRoot';

const css = '.box-root .x { color: red; }';

/** The CSS texts the page adopted. */
const adoptedCss = () =>
  document.adoptedStyleSheets.map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join(' '));

afterEach(() => {
  document.adoptedStyleSheets = [];
});

describe('BoxRoot', () => {
  it('wraps its children in the .box-root element', () => {
    const { container } = render(
      <BoxRoot className="extra">
        <p>oi</p>
      </BoxRoot>,
    );
    const root = container.firstElementChild;
    expect(root?.className).toBe('box-root extra');
    expect(root?.querySelector('p')?.textContent).toBe('oi');
  });

  it('has the page adopt its stylesheet once, however many roots render it, with no <style> element', () => {
    render(
      <>
        <BoxRoot styles={[css]}>a</BoxRoot>
        <BoxRoot styles={[css]}>b</BoxRoot>
      </>,
    );
    expect(adoptedCss().filter((text) => text.includes('.x'))).toHaveLength(1);
    expect(document.querySelector('style')).toBeNull();
  });

  it('adopts the sheets of a nested root too, also when it mounts with the outer one', () => {
    const nested = '.box-root .nested { color: green; }';
    const { container } = render(
      <BoxRoot styles={[css]}>
        <BoxRoot styles={[nested]}>
          <span>dentro</span>
        </BoxRoot>
      </BoxRoot>,
    );
    expect(container.querySelectorAll('.box-root')).toHaveLength(1);
    expect(adoptedCss()).toEqual([expect.stringContaining('.x'), expect.stringContaining('.nested')]);
  });

  it("adopts in an app's own shadow root when rendered there", () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    render(<BoxRoot styles={[css]}>x</BoxRoot>, { container: mount });
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(adoptedCss()).toEqual([]);
    host.remove();
  });

  it('collapses into an outer root instead of nesting', () => {
    const { container } = render(
      <BoxRoot>
        <BoxRoot>
          <span>dentro</span>
        </BoxRoot>
      </BoxRoot>,
    );
    expect(container.querySelectorAll('.box-root')).toHaveLength(1);
  });

  it('adds neither a wrapper nor styles inside a shadow root scope', () => {
    const inner = '.box-root .only-in-shadow { color: blue; }';
    const { container } = render(
      <ShadowRootScope>
        <BoxRoot styles={[inner]}>
          <span>x</span>
        </BoxRoot>
      </ShadowRootScope>,
    );
    expect(container.querySelector('.box-root')).toBeNull();
    expect(adoptedCss().some((text) => text.includes('.only-in-shadow'))).toBe(false);
  });
});

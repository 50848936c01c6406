import { render } from '@testing-library/react';
import { BoxRoot, ShadowRootScope } from './BoxRoot';

const css = '.box-root .x { color: red; }';

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

  it('puts its stylesheet in the document once, however many roots render it', () => {
    render(
      <>
        <BoxRoot styles={[css]}>a</BoxRoot>
        <BoxRoot styles={[css]}>b</BoxRoot>
      </>,
    );
    const sheets = Array.from(document.querySelectorAll('style')).filter((s) => s.textContent === css);
    expect(sheets).toHaveLength(1);
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
    expect(Array.from(document.querySelectorAll('style')).some((s) => s.textContent === inner)).toBe(false);
  });
});

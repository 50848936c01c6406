import { defineElement } from './defineElement';

class First extends HTMLElement {}
class Second extends HTMLElement {}

describe('defineElement', () => {
  it('registers a free tag and leaves a taken one alone', () => {
    expect(defineElement('box-test-define', First)).toBe(true);
    expect(defineElement('box-test-define', Second)).toBe(false);
    expect(customElements.get('box-test-define')).toBe(First);
  });

  it('can give the same widget a second tag name', () => {
    class Shared extends HTMLElement {}
    expect(defineElement('box-test-shared-a', Shared)).toBe(true);
    expect(defineElement('box-test-shared-b', Shared)).toBe(true);
    expect(document.createElement('box-test-shared-b')).toBeInstanceOf(Shared);
  });
});

import { boxProject } from '../vitest.shared';

// The element tooling (scripts/elements/): the generator's pure functions, and that every element package's
// committed custom-elements.json and REFERENCE.md match its element docs, and every element story renders.
// `css.include` loads `?inline` CSS.
export default boxProject('elements', 'happy-dom', {
  test: { include: ['elements/**/*.test.{ts,tsx}'], css: { include: /.+/ } },
});

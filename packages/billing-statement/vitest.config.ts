import { boxProject } from '../../vitest.shared';

// `css.include` makes `*.css?inline` imports return the real text, so tests can check the shadow root's styles.
export default boxProject('billing-statement', 'happy-dom', { test: { css: { include: /.+/ } } });

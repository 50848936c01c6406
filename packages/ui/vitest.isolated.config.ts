import { boxIsolatedProject } from '../../vitest.shared';

export default boxIsolatedProject('ui', 'happy-dom', { test: { css: { include: /.+/ } } });

import { boxIsolatedProject } from '../../vitest.shared';

export default boxIsolatedProject('tracking', 'happy-dom', { test: { css: { include: /.+/ } } });

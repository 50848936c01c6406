import { boxIsolatedProject } from '../../vitest.shared';

export default boxIsolatedProject('loader', 'happy-dom');

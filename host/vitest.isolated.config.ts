import { boxIsolatedProject } from '../vitest.shared';

export default boxIsolatedProject('host', 'happy-dom');

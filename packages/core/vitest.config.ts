import { boxProject } from '../../vitest.shared';

export default boxProject('core', 'node');

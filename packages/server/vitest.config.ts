import { boxProject } from '../../vitest.shared';

export default boxProject('server', 'node');

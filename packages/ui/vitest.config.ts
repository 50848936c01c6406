import { boxProject } from '../../vitest.shared';

export default boxProject('ui', 'happy-dom');

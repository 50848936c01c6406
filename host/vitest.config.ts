import { boxProject } from '../vitest.shared';

export default boxProject('host', 'happy-dom');

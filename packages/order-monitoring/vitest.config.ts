import { boxProject } from '../../vitest.shared';

export default boxProject('order-monitoring', 'happy-dom');

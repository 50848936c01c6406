import { boxProject } from '../../vitest.shared';

// The autoloader in happy-dom (MutationObserver, a custom element registry); the build helpers beside package.json.
export default boxProject('loader', 'happy-dom', { test: { include: ['src/**/*.test.ts', '*.test.ts'] } });

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// React Testing Library needs this flag to silence act() warnings outside its own runner.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The first lazy chunk of a widget is transformed on demand; with every suite running at once on a small machine
// that can take over the library's default second. A real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// The next file runs in the same worker (vitest.shared.ts): a clock a file faked and left so must not reach it.
afterAll(() => {
  vi.useRealTimers();
});

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React Testing Library needs this flag to silence act() warnings outside its own runner.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
});

import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Files share a worker's module graph (vitest.config.ts, `sharedModules`): nothing a test did may reach the next file.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

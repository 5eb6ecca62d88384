import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Four projects, fastest first:
 * - `unit`: functions called in process on small fixtures (Node). No child process, no copy of the project.
 * - `dom`: components in jsdom, by role and text.
 * - `cli`: what needs a real process or a copy of the project (one smoke test per command, the studio's
 *   server, file races).
 * - `e2e`: the production build, served locally, in real Chromium.
 * `npm run test:fast` (the inner loop, about a minute) runs the first two; `npm test` runs all four.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // Two files at a time, in every project, e2e included (each e2e file in its own contexts of the run's one
    // Chromium): much of a file's time is spent waiting on a browser, a server or a process, so two overlap
    // well on two cores. Vitest wants one worker count for projects that run together.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}'], testTimeout: 120_000 } },
      { extends: true, test: { name: 'cli', environment: 'node', include: ['tests/cli/**/*.test.{ts,tsx}'], testTimeout: 120_000 } },
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['tests/dom/**/*.test.{ts,tsx}'], setupFiles: ['tests/dom/setup.ts'] } },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});

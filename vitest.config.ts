import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Four projects, fastest first:
 * - `unit`: functions called in process on small fixtures (Node). No child process, no copy of the project.
 * - `dom`: components in jsdom, by role and text.
 * - `cli`: what needs a real process or a copy of the project (one smoke test per command, the studio's
 *   server, file races).
 * - `e2e`: the production build, served locally, in real Chromium.
 * `npm run test:fast` (the inner loop, under a minute) runs the first two; `npm test` runs all four.
 */
/**
 * Every project's files run one after another in each worker's one module graph (no fresh isolate per file): the
 * schemas compile, and React, MUI, jsdom and Playwright load, once per worker rather than once per file. What a file
 * could leave behind is put back after every test (spies, stubbed globals and environment variables; the dom setup
 * adds fake timers); the processes, servers and browser contexts a file starts are stopped by its own hooks. A
 * process-wide global is not put back: pdf.js's Node 20 build defines `Iterator`, and a jsdom loaded after it cannot
 * make a window ("Iterator is not defined", seen in whole runs), so tests/helpers/pdf-text.ts reads PDFs in a thread
 * of its own.
 */
const sharedModules = { isolate: false, restoreMocks: true, unstubGlobals: true, unstubEnvs: true } as const;

export default defineConfig({
  plugins: [react()],
  test: {
    // Three files at a time on two cores, in every project, e2e included (each e2e file in its own contexts of the
    // run's one Chromium): much of a file's time is spent waiting on a browser, a server or a process, and a third
    // file fills those waits. A whole run (CI=true npm test, clean worktree, 2026-11-28) took 567 s with two and
    // 516 s with three, the same 980 CPU-seconds. Vitest wants one worker count for projects that run together.
    maxWorkers: 3,
    // Each project extends this configuration, so every one shares modules as said above.
    ...sharedModules,
    // Hooks get the tests' time: a beforeAll that validates the whole site took over Vitest's default 10 s in a
    // whole run on a busy machine (ui-text, 2026-11-28), and its file's 20 tests were skipped. A component test in
    // jsdom gets 30 s, not 5, for the same reason.
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}'], testTimeout: 120_000, hookTimeout: 120_000 } },
      { extends: true, test: { name: 'cli', environment: 'node', include: ['tests/cli/**/*.test.{ts,tsx}'], testTimeout: 120_000, hookTimeout: 120_000 } },
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['tests/dom/**/*.test.{ts,tsx}'], setupFiles: ['tests/dom/setup.ts'], testTimeout: 30_000, hookTimeout: 60_000 } },
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

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumFlags, testChromiumPath } from '../../scripts/lib/chromium.ts';
import { guarded } from '../../src/server/request-guard.ts';
import { createSiteHandler, leadApi, localInbox } from '../../src/server/site-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production build is served for this run, e.g. http://127.0.0.1:41234 */
    baseURL: string;
    /** The folder holding that build. */
    distDir: string;
    /** The file the build's local lead inbox appends form submissions to (JSON Lines, see src/server/lead-inbox.ts). */
    leadsFile: string;
    /** The API key the build's forms send. */
    apiKey: string;
    /** The one Chromium of the run, which every e2e file connects to (shared-browser.ts). */
    chromiumEndpoint: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Every name but this computer's fails to resolve, at once: the pages' third parties (the scheduler, the video
 * player, the outward links) are unreachable, as a test needs them to be. Pages under test used to abort them with
 * a route on every context, which pauses each request of the page in the browser until this process answers it:
 * the route sweep and card-grids took 123 CPU-seconds with it and 98 without (2026-11-28). A test that wants a
 * third party's answer still routes that address (booking-frame's fake scheduler).
 */
const thirdPartiesUnreachable = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1';

/**
 * Builds the real site once (exactly as `npm run build` does) and serves it for the whole e2e run, and
 * starts the run's one Chromium: each file connects to it and makes its own contexts (a launch per file
 * cost about a second, forty times).
 */
export default async function setup(project: TestProject) {
  const distDir = mkdtempSync(path.join(tmpdir(), 'site-dist-'));
  execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/build.ts'), '--out', distDir], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // The forms must post to this server's own inbox, whatever the developer's shell says.
    env: { ...process.env, SITE_API_BASE: '' },
  });
  // Outside the served folder, so the stored submissions are not themselves served.
  const leadsDir = mkdtempSync(path.join(tmpdir(), 'site-leads-'));
  const leadsFile = path.join(leadsDir, 'leads.jsonl');
  const inbox = await localInbox(distDir, leadsFile);
  const handle = createSiteHandler({ distDir, inbox });
  const server: Server = createServer(guarded(handle));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseURL', `http://127.0.0.1:${port}`);
  project.provide('distDir', distDir);
  project.provide('leadsFile', leadsFile);
  project.provide('apiKey', (await leadApi(distDir)).key);
  const browser = await chromium.launchServer({ executablePath: testChromiumPath, headless: true, args: [...chromiumFlags, thirdPartiesUnreachable] });
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(distDir, { recursive: true, force: true });
    rmSync(leadsDir, { recursive: true, force: true });
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { copyProject, removeProject, repoRoot } from '../helpers/temp-project.ts';
import type { BrowserSession } from './browser-session.ts';

/**
 * `npm run studio --root <copy>` for a browser test: a copy of the project, the studio on a port the system picks
 * (PORT=0), and the address exactly as it prints it (which may carry a per-launch secret, `?token=…`: it is kept
 * whole, and other screens are reached from it by clicks, or by `at`, which keeps its query).
 */
export interface StudioProcess {
  /** The copy of the project the studio edits. */
  root: string;
  /** The address the studio printed, whole. */
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** The printed address with another path (its query, such as a token, kept): at('/studio/new'). */
  at(pathname: string): string;
  stop(): Promise<void>;
}

export async function startStudio(): Promise<StudioProcess> {
  const root = await copyProject('build');
  const loader = pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;
  const child: ChildProcess = spawn(process.execPath, ['--import', loader, path.join(repoRoot, 'scripts/studio.ts'), '--root', root], {
    cwd: root,
    env: { ...process.env, PORT: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  const started = Date.now();
  let url: string | undefined;
  while (!(url = /Studio: (http:\/\/\S+)/.exec(output)?.[1])) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      await removeProject(root);
      throw new Error(`the studio did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const printed = url;
  return {
    root,
    url: printed,
    output: () => output,
    at(pathname) {
      const u = new URL(printed);
      u.pathname = pathname;
      return u.href;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await removeProject(root);
    },
  };
}

/**
 * The first visit lets Vite pre-bundle the app's and the preview's dependencies (it may reload the page once
 * meanwhile), so the visits measured after it see the studio as a person does every day after the first.
 */
export async function warmUpStudio(newContext: () => Promise<BrowserContext>, studio: StudioProcess): Promise<void> {
  const context = await newContext();
  const page: Page = await context.newPage();
  await page.goto(studio.at('/studio/edit/site-config/pages/home.json'));
  await page.getByRole('heading', { name: 'Outline', exact: true }).waitFor({ timeout: 90_000 });
  await preview(page).getByRole('main').waitFor({ timeout: 60_000 });
  // Time for a late dependency discovery to run before the measured visits start.
  await page.waitForTimeout(2000);
  await context.close();
}

/**
 * One studio for a test file, as browserSession is one browser: started on a copy and warmed up before the file's
 * tests, stopped after them (it registers the vitest hooks). The object it returns stands for that studio.
 */
export function studioForFile(session: BrowserSession): StudioProcess {
  let studio: StudioProcess | undefined;
  beforeAll(async () => {
    studio = await startStudio();
    await warmUpStudio(() => session.newContext((browser) => browser.newContext()), studio);
  }, 180_000);
  afterAll(async () => {
    await studio?.stop();
  });
  // What the studio printed during a failed test (a 500's cause is on its stderr, not in the browser).
  beforeEach(({ onTestFailed, task }) => {
    const printedBefore = studio?.output().length ?? 0;
    onTestFailed(() => {
      const printed = studio?.output().slice(printedBefore).trim();
      if (printed) console.error(`The studio printed during "${task.name}":\n${printed}`);
    });
  });
  const started = (): StudioProcess => {
    if (!studio) throw new Error('studioForFile: the studio is not started yet (use it inside a test).');
    return studio;
  };
  return {
    get root() {
      return started().root;
    },
    get url() {
      return started().url;
    },
    output: () => started().output(),
    at: (pathname) => started().at(pathname),
    stop: () => started().stop(),
  };
}

/** The page shown in the editor's preview (of its two frames, the one on screen; the other loads the next version). */
export const preview = (page: Page): FrameLocator => page.getByTitle(/^Preview of the page/).filter({ visible: true }).contentFrame();

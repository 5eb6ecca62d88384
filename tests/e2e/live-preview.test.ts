import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentVersion } from '../../src/engine/migrations.ts';
import { registry } from '../../src/blocks/registry.ts';
import { problemsHeading } from '../../src/dev/protocol.ts';
import { blockVariants, readCatalog } from '../../src/dev/schema-catalog.ts';
import { repoRoot as projectRoot, tempProject, type TempProject } from '../helpers/temp-project.ts';
import { connectChromium } from './shared-browser.ts';
import { freePort } from './server-process.ts';

/**
 * `npm run dev` on a copy of the project (never the real site-config, which others are editing), in real
 * Chromium: saving a page updates it without a reload; a bad save shows the problems over the last good
 * page, in an overlay written for the person editing the JSON; fixing it clears them, even when it was
 * broken and fixed while no page was open. And the block gallery, which only the dev server has.
 */
const file = 'site-config/pages/live-preview-test.json';
const pageJson = (heading: unknown, title = 'Live preview test page | Owl Admin', more: unknown[] = []) =>
  `${JSON.stringify(
    {
      $schema: '../../schemas/page.schema.json',
      version: currentVersion,
      path: '/live-preview-test',
      title,
      description: 'A page the live preview test edits while the dev server runs, to see each save arrive without a reload.',
      sections: [{ type: 'banner', layout: 'hero', heading, text: ['Written by the live preview test.'] }, ...more],
    },
    null,
    2,
  )}\n`;

describe('npm run dev', () => {
  let copy: TempProject;
  let dev: ChildProcess;
  let browser: Browser;
  let page: Page;
  let base: string;
  let output = '';

  beforeAll(async () => {
    copy = tempProject('live-preview-');
    writeFileSync(path.join(copy.root, file), pageJson('Before the edit'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dev = spawn(process.execPath, [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(projectRoot, 'scripts/dev.ts'), '--root', copy.root], {
      cwd: copy.root,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so the server and tsx's child stop together
    });
    dev.stdout!.on('data', (d: Buffer) => (output += d));
    dev.stderr!.on('data', (d: Buffer) => (output += d));
    const started = Date.now();
    while (!output.includes('Dev server at')) {
      if (dev.exitCode !== null || Date.now() - started > 60_000) throw new Error(`the dev server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    browser = await connectChromium();
    page = await browser.newPage();
    // The first visit lets Vite pre-bundle the browser's dependencies (which may reload the page once).
    await page.goto(`${base}/live-preview-test`, { waitUntil: 'networkidle' });
  });

  afterAll(async () => {
    await browser?.close();
    if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
    copy?.remove();
  });

  async function openConnected(url: string) {
    const connected = page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected'), timeout: 30_000 });
    await page.goto(url, { waitUntil: 'networkidle' });
    await connected;
  }

  it('a good save updates the open page without a reload; a bad one shows the problems over the last good version', async () => {
    await openConnected(`${base}/live-preview-test`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Before the edit');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const marker = () => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);

    // The edit also adds an interactive block (an island), which must arrive working and styled.
    const catalog = await readCatalog(copy.root);
    const island = catalog.blocks.find((b) => registry[b.type as keyof typeof registry]?.hydrate === 'visible' && b.examples.length)!;
    writeFileSync(path.join(copy.root, file), pageJson('After the edit', 'Live preview test page, edited | Owl Admin', [island.examples[0]]));
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('After the edit');
    expect(await page.title()).toBe('Live preview test page, edited | Owl Admin');
    expect(await marker()).toBe(1);
    const added = page.locator(`main [data-island="${island.type}"]`);
    await added.locator('> *').first().scrollIntoViewIfNeeded();
    await expect.poll(() => added.getAttribute('data-hydrated'), { timeout: 15_000 }).toBe('');
    // <noscript> fallbacks stay inert, as in a page loaded normally.
    expect(await page.locator('main noscript > *').count()).toBe(0);

    writeFileSync(path.join(copy.root, file), pageJson(42, 'Live preview test page, edited | Owl Admin'));
    const overlay = page.getByRole('alertdialog', { name: problemsHeading(1) });
    await expect.poll(() => overlay.count(), { timeout: 15_000 }).toBe(1);
    const text = (await overlay.textContent()) ?? '';
    const line = pageJson(42).split('\n').findIndex((l) => l.includes('"heading": 42')) + 1;
    expect(text).toContain(`${file}:${line}:`);
    expect(text).toContain('sections[0] (banner) › heading: must be text');
    // Spoken to the person editing the JSON, not about Vite.
    expect(text).not.toMatch(/vite|plugin|overlay/i);
    expect(await page.locator('vite-error-overlay').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe('After the edit');
    expect(await marker()).toBe(1);

    // Out of the way with the keyboard; the next save that still has a problem shows it again.
    await page.keyboard.press('Escape');
    await expect.poll(() => overlay.count()).toBe(0);
    writeFileSync(path.join(copy.root, file), pageJson(43, 'Live preview test page, edited | Owl Admin'));
    await expect.poll(() => overlay.count(), { timeout: 15_000 }).toBe(1);
    await overlay.getByRole('button').press('Enter');
    await expect.poll(() => overlay.count()).toBe(0);

    writeFileSync(path.join(copy.root, file), pageJson(44, 'Live preview test page, edited | Owl Admin'));
    await expect.poll(() => overlay.count(), { timeout: 15_000 }).toBe(1);
    writeFileSync(path.join(copy.root, file), pageJson('Fixed again'));
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Fixed again');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await marker()).toBe(1);
  });

  it('a page opened while site-config has a problem shows it at once', async () => {
    writeFileSync(path.join(copy.root, file), pageJson('Broken', 'Short'));
    await expect.poll(() => output.includes('is too short'), { timeout: 15_000 }).toBe(true);
    await openConnected(`${base}/live-preview-test`);
    const overlay = page.getByRole('alertdialog', { name: problemsHeading(1) });
    await expect.poll(() => overlay.count(), { timeout: 15_000 }).toBe(1);
    expect(await overlay.textContent()).toContain('title: is too short');
    writeFileSync(path.join(copy.root, file), pageJson('Fixed again'));
    await expect.poll(() => overlay.count(), { timeout: 15_000 }).toBe(0);
  });

  it('broken and fixed while no page was open: the next page opened shows no problem', async () => {
    await page.close();
    // Let the server see the page's live-preview connection close.
    await new Promise((r) => setTimeout(r, 1000));
    const shown = output.length;
    writeFileSync(path.join(copy.root, file), pageJson('Broken', 'Short'));
    // Generous: on a loaded machine (CI beside other work) a reload has taken over 15 s.
    await expect.poll(() => output.slice(shown).includes('is too short'), { timeout: 45_000 }).toBe(true);
    writeFileSync(path.join(copy.root, file), pageJson('Fixed while no page was open'));
    await expect.poll(() => output.slice(shown).includes('site-config reloaded'), { timeout: 45_000 }).toBe(true);

    page = await browser.newPage();
    await openConnected(`${base}/live-preview-test`);
    expect(await page.locator('h1').textContent()).toBe('Fixed while no page was open');
    // Whatever the server would send on connecting has arrived by now.
    await page.waitForTimeout(1500);
    expect(await page.getByRole('alertdialog').count(), 'a problem overlay').toBe(0);
    expect(await page.locator('vite-error-overlay').count(), "Vite's overlay, replaying the fixed problem").toBe(0);
  }, 120_000);

  it('/_gallery shows every block type and variant from the schemas, each with its JSON to copy', async () => {
    const catalog = await readCatalog(copy.root);
    await page.goto(`${base}/_gallery`, { waitUntil: 'domcontentloaded' });
    for (const block of catalog.blocks) {
      const section = page.locator(`section#${block.type}`);
      await expect.poll(() => section.locator('h2').textContent()).toContain(`"type": "${block.type}"`);
      const variants = blockVariants(block, catalog);
      const shown = await section.locator('pre').allTextContents();
      expect(shown.map((t) => JSON.parse(t))).toEqual(variants.map((v) => v.data));
      expect(await section.locator('button', { hasText: 'Copy JSON' }).count()).toBe(variants.length);
      expect(await section.locator('.problems').count(), `${block.type}: its examples must be valid`).toBe(0);
    }
    // A frame is the block rendered as on a page, alone.
    const first = catalog.blocks[0]!;
    const frame = page.frameLocator(`section#${first.type} iframe`).first();
    await expect.poll(() => frame.locator('main > *').count()).toBeGreaterThan(0);
    expect(await frame.locator('body > header').isVisible()).toBe(false);
  });

  it('the gallery and the live preview are not in the production build', () => {
    const dist = inject('distDir');
    expect(existsSync(path.join(dist, '_gallery'))).toBe(false);
    expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).not.toContain('_gallery');
    const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    for (const asset of assets) {
      const js = readFileSync(path.join(dist, 'assets', asset), 'utf8');
      expect(js, asset).not.toContain('site-config:updated');
      expect(js, asset).not.toContain('_gallery');
    }
  });
});

/**
 * Issue 2, acceptance, over the real production build (built and served once by global-setup.ts):
 * every address is prerendered with its own title, description and h1 before any script runs; the
 * sitemap, robots.txt, aliases, family pages and the not-found page behave; no ajv reaches the browser;
 * and in real Chromium the phone menu works from the very first click (hydration of every island is
 * site.test.ts's sweep).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { prerenderTargets } from '../../src/build/site-files.ts';
import { formatProblems } from '../../src/engine/problems.ts';
import type { ResolvedPage, SiteModel } from '../../src/engine/types.ts';
import { repoRoot, validateProject } from '../helpers/temp-project.ts';
import { connectChromium } from './shared-browser.ts';
import { hydrationPattern } from './checks.ts';

const baseURL = inject('baseURL');
const distDir = inject('distDir');

let model: SiteModel;

beforeAll(async () => {
  // The same site the harness built: the repository, with the forms posting to the local inbox.
  const loaded = await validateProject(repoRoot, { env: { ...process.env, SITE_API_BASE: '' } });
  if (!loaded.ok) throw new Error(formatProblems(loaded.problems));
  model = loaded.model;
});

/** GET without following anything, exactly the bytes a crawler or a browser without JavaScript sees. */
async function get(address: string) {
  const response = await fetch(`${baseURL}${address}`, { redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** A request whose path is sent exactly as written (fetch would normalise `%2e%2e` and the like away). */
function rawGet(rawPath: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

const documentOf = (html: string) => new JSDOM(html).window.document;
const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const firstHeading = (page: ResolvedPage) => {
  const first = page.sections[0] as { heading?: unknown } | undefined;
  return typeof first?.heading === 'string' ? first.heading : undefined;
};

describe('prerendered HTML, before any script runs', () => {
  it('every address has its own title, description, canonical link and one h1, and nothing left unfilled', async () => {
    const targets = prerenderTargets(model).filter((t) => t.address !== null);
    expect(targets.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const { address, page } of targets) {
      const { status, type, text } = await get(address!);
      const document = documentOf(text);
      const say = (what: string) => failures.push(`${address}: ${what}`);
      if (status !== 200) say(`status ${status}`);
      if (!type.startsWith('text/html')) say(`content type ${type}`);
      if (document.title !== page.title) say(`title ${JSON.stringify(document.title)}, expected ${JSON.stringify(page.title)}`);
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
      if (description !== page.description) say(`description ${JSON.stringify(description)}`);
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      if (canonical !== `${model.site.url}${page.path}`) say(`canonical ${canonical}, expected ${model.site.url}${page.path}`);
      const h1s = [...document.querySelectorAll('h1')].map((h) => squash(h.textContent));
      const heading = firstHeading(page);
      if (h1s.length !== 1) say(`${h1s.length} h1 elements: ${JSON.stringify(h1s)}`);
      else if (heading !== undefined && h1s[0] !== squash(heading)) say(`h1 ${JSON.stringify(h1s[0])}, expected ${JSON.stringify(heading)}`);
      const body = document.body.textContent ?? '';
      if (/\{\{\s*[A-Za-z]/.test(body) || /\{\{\s*[A-Za-z]/.test(document.title)) say('a {{variable}} was left unfilled');
      const named = [...document.querySelectorAll('a[href^="@"]')].map((a) => a.getAttribute('href'));
      if (named.length) say(`links left as names: ${named.join(', ')}`);
    }
    expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
  });

  it('sitemap.xml lists every page once at its main address; robots.txt points at it', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = model.pages.filter((p) => p.path !== null).map((p) => `${model.site.url}${p.path}`);
    expect([...locs].sort()).toEqual([...expected].sort());
    const aliases = model.pages.flatMap((p) => p.aliases);
    for (const alias of aliases) expect(locs).not.toContain(`${model.site.url}${alias}`);

    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain(`Sitemap: ${model.site.url}/sitemap.xml`);
  });

  it('/claim and /claims are the same page, with one canonical address', async () => {
    const [claim, claims] = await Promise.all([get('/claim'), get('/claims')]);
    expect(claim.status).toBe(200);
    expect(claims.status).toBe(200);
    const a = documentOf(claim.text);
    const b = documentOf(claims.text);
    expect(a.title).toBe(b.title);
    expect(a.querySelector('main')!.innerHTML).toBe(b.querySelector('main')!.innerHTML);
    expect(a.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${model.site.url}/claims`);
    expect(b.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${model.site.url}/claims`);
  });

  describe('a family page serves each variant at its own address, chosen by the last word', () => {
    const addresses = ['automobile', 'powersports', 'rv', 'watercrafts'].map((w) => `/safe-return-anti-theft-system-${w}`);

    it('each address is its own page: 200, its own title and its own content', async () => {
      const pages = await Promise.all(addresses.map(async (a) => ({ address: a, ...(await get(a)) })));
      for (const p of pages) expect(p.status, p.address).toBe(200);
      const docs = pages.map((p) => documentOf(p.text));
      expect(new Set(docs.map((d) => d.title)).size).toBe(addresses.length);
      expect(new Set(docs.map((d) => d.querySelector('main')!.textContent)).size).toBe(addresses.length);
    });

    it('each shows the values its variant (the last word of its address) defines, and no other variant\'s', async () => {
      const file = model.pages.find((p) => p.path === addresses[0])!.file;
      const family = (JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as { family: { variants: Record<string, { values: Record<string, string> }> } }).family;
      const texts = new Map<string, string>();
      for (const address of addresses) {
        const word = address.split('-').at(-1)!;
        expect(model.pages.find((p) => p.path === address)?.variant).toBe(word);
        const document = documentOf((await get(address)).text);
        texts.set(word, squash(`${document.title} ${document.querySelector('main')!.textContent}`));
      }
      for (const [word, text] of texts) {
        const own = Object.values(family.variants[word]!.values).filter(
          (v) => v.length > 12 && Object.entries(family.variants).every(([w, other]) => w === word || !Object.values(other.values).includes(v)),
        );
        const shown = own.filter((v) => text.includes(squash(v)));
        expect(shown.length, `${word}: none of its own values is on its page`).toBeGreaterThan(0);
        for (const [otherWord, otherText] of texts) {
          if (otherWord !== word) for (const v of shown) expect(otherText, `${word}'s value on the ${otherWord} page`).not.toContain(squash(v));
        }
      }
    });

    it('a last word that is not a variant is not a page', async () => {
      expect((await get('/safe-return-anti-theft-system-spaceship')).status).toBe(404);
    });
  });

  describe('an address no page has', () => {
    const notFound = () => model.pages.find((p) => p.path === null)!;

    it('gets the not-found page with status 404, not indexed', async () => {
      const { status, text } = await get('/no-such-page');
      expect(status).toBe(404);
      const document = documentOf(text);
      expect(document.body.textContent).toContain('Error 404');
      expect(document.title).toBe(notFound().title);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    });

    it.each([
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/../../../etc/passwd',
      '/%00',
      '/<script>alert(1)</script>',
      '/%3Cscript%3Ealert(1)%3C/script%3E',
      '/gap%2f..%2f..%2fpackage.json',
    ])('%s: 404 with the not-found page, nothing from outside the build, nothing reflected', async (hostile) => {
      const { status, text } = await rawGet(hostile);
      expect(status).toBe(404);
      expect(text).toContain('Error 404');
      expect(text).not.toMatch(/root:.*:0:0:|"devDependencies"/);
      expect(text).not.toContain('<script>alert(1)</script>');
    });
  });
});

describe('the browser bundle', () => {
  /** Strings that only ajv's code contains (checked against ajv itself below, so the test cannot go stale silently). */
  const ajvSignatures = ['must NOT have additional properties', 'must have required property', 'strictTypes', '$dynamicAnchor'];

  function filesUnder(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  }

  it('the signatures really identify ajv', () => {
    const ajv = filesUnder(path.join(repoRoot, 'node_modules/ajv/dist'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    for (const signature of ajvSignatures) expect(ajv, signature).toContain(signature);
  });

  it('contains no ajv (validation stays in Node)', async () => {
    const assets = filesUnder(path.join(distDir, 'assets')).filter((f) => /\.(m?js|css)$/.test(f));
    expect(assets.length).toBeGreaterThan(0);
    for (const file of assets) {
      const text = await readFile(file, 'utf8');
      for (const signature of ajvSignatures) expect(text.includes(signature), `${path.basename(file)} contains ${JSON.stringify(signature)}`).toBe(false);
    }
  });
});

describe('in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  interface Watched {
    page: Page;
    /** Console errors and warnings, and uncaught exceptions, in order. */
    messages: string[];
    pageErrors: string[];
    close(): Promise<void>;
  }

  async function open(address: string, width: number): Promise<Watched> {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const messages: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    await page.goto(`${baseURL}${address}`, { waitUntil: 'load' });
    return { page, messages, pageErrors, close: () => context.close() };
  }

  // That every kind of island hydrates without a hydration warning, at 375 and 1280 px, is site.test.ts's
  // deep sweep (every route, every island hydrated, watched by checks.ts).

  it('at 375 px the menu opens on the first click, even before it has hydrated, and closes on Escape', async () => {
    const w = await open('/', 375);
    try {
      const { page } = w;
      const island = page.locator('[data-island="siteMenu"]');
      expect(await island.getAttribute('data-hydrated')).toBeNull(); // nothing has touched it yet
      const button = page.getByRole('button', { name: model.site.ui.openMenu });
      await button.click();
      // While the menu is open the rest of the page is hidden from assistive technology; find the button by its id link.
      const opener = island.locator('button[aria-controls="site-menu-drawer"]');
      const menu = page.getByRole('dialog', { name: model.site.ui.siteMenu });
      await menu.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await island.getAttribute('data-hydrated')).toBe('');
      expect(await opener.getAttribute('aria-expanded')).toBe('true');
      for (const { label } of model.site.navigation.links) expect(await menu.getByRole('link', { name: label, exact: true }).count(), label).toBe(1);

      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden', timeout: 10_000 });
      expect(await opener.getAttribute('aria-expanded')).toBe('false');
      expect(await opener.evaluate((el) => el === document.activeElement), 'focus returns to the menu button').toBe(true);
      expect(w.messages.filter((m) => hydrationPattern.test(m))).toEqual([]);
      expect(w.pageErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });
});

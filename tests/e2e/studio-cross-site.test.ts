/**
 * Issue 20 §1 in a real browser: a page of another website (served here from another port of this computer, the
 * closest a test gets to "any site the person visits") tries every way a browser lets it write to the studio
 * without asking: fetch with `no-cors` and a text/plain body, a fetch that would need CORS, HTML forms posted
 * into a hidden frame, and framing the studio. Then a hostile name re-pointed at 127.0.0.1 (DNS rebinding,
 * simulated with Chromium's host resolver rules) opens the studio as its own. Nothing may be written or read.
 * Without the guards of src/dev/local-access.ts the text/plain posts create a page (that was the hole).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumFlags, testChromiumPath } from '../../scripts/lib/chromium.ts';
import { studioApi } from '../../src/studio/protocol.ts';
import { startStudio, type RunningStudio } from '../cli/studio-harness.ts';

let studio: RunningStudio;
let attacker: Server;
let attackerOrigin: string;
let browser: Browser;

/** Every file the studio could write: pages, fragments, site.json, pictures. */
async function writable(): Promise<string[]> {
  const list = async (dir: string) => (await readdir(path.join(studio.root, dir), { recursive: true })).map((f) => `${dir}/${f}`);
  return [...(await list('site-config')), ...(await list('public/images'))].sort();
}

/** The attacker's page: it knows the studio's address and the API's shape (both are public), not its secret. */
function attackPage(target: string): string {
  const page = (address: string) => JSON.stringify({ address, title: 'Owned | Owl Admin', from: 'recipe:blank' });
  const writes = [
    ['POST', studioApi.newPage, page('/owned-by-fetch')],
    ['PUT', studioApi.file, JSON.stringify({ file: 'site-config/pages/gap.json', data: { owned: true }, baseVersion: '', force: true })],
    ['POST', studioApi.check, JSON.stringify({ file: 'site-config/pages/gap.json', data: {} })],
    ['POST', studioApi.preview, JSON.stringify({ file: 'site-config/pages/gap.json', data: {} })],
    ['POST', `${studioApi.images}?name=owned.svg`, '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'],
    ['DELETE', `${studioApi.images}?path=/images/gap.svg`, '{}'],
  ];
  // A text/plain form can carry a JSON body: the field's name and value are joined with "=".
  const formJson = JSON.stringify({ address: '/owned-by-form', title: 'Owned | Owl Admin', from: 'recipe:blank', padding: '' }).slice(0, -2);
  return `<!doctype html><html><head><title>A page elsewhere</title></head><body>
<iframe name="sink" title="sink"></iframe>
<form id="plain" method="POST" enctype="text/plain" target="sink" action="${target}${studioApi.newPage}"><input name='${formJson}' value='"}'></form>
<form id="urlencoded" method="POST" target="sink" action="${target}${studioApi.newPage}"><input name="address" value="/owned-by-urlencoded"><input name="title" value="Owned"></form>
<form id="multipart" method="POST" enctype="multipart/form-data" target="sink" action="${target}${studioApi.images}?name=owned-form.svg"><input name="file" value="&lt;svg/&gt;"></form>
<iframe id="framed" title="framed studio" src="${target}/studio/"></iframe>
<script>
window.results = [];
const writes = ${JSON.stringify(writes)};
(async () => {
  for (const [method, address, body] of writes) {
    await fetch(${JSON.stringify(target)} + address, { method: method === 'PUT' || method === 'DELETE' ? 'POST' : method, mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body }).then(() => results.push('no-cors sent ' + address), (e) => results.push('no-cors failed ' + address));
    await fetch(${JSON.stringify(target)} + address, { method, mode: 'cors', headers: { 'Content-Type': 'application/json' }, body }).then((r) => results.push('cors answered ' + r.status + ' ' + address), () => results.push('cors blocked ' + address));
  }
  await fetch(${JSON.stringify(target)} + ${JSON.stringify(studioApi.files)}).then(async (r) => results.push('read ' + (await r.text()).slice(0, 40)), () => results.push('read blocked'));
  for (const id of ['plain', 'urlencoded', 'multipart']) {
    document.getElementById(id).submit();
    await new Promise((r) => setTimeout(r, 300));
  }
  window.done = true;
})();
</script></body></html>`;
}

beforeAll(async () => {
  studio = await startStudio();
  attacker = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(attackPage(`http://localhost:${studio.port}`)));
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  // rebind.test stands for a hostile domain whose DNS answer was switched to 127.0.0.1.
  browser = await chromium.launch({ executablePath: testChromiumPath, headless: true, args: [...chromiumFlags, '--host-resolver-rules=MAP rebind.test 127.0.0.1'] });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => attacker?.close(resolve));
  await studio?.stop();
});

describe('another website, in the browser', () => {
  it('writes nothing through the studio by fetch (no-cors, text/plain; or CORS), by form posts, and reads nothing', async () => {
    const before = await writable();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(attackerOrigin);
    await page.waitForFunction(() => (window as unknown as { done?: boolean }).done === true, undefined, { timeout: 30_000 });
    // Form posts land in the hidden frame after the script is done: give the last one time to arrive.
    await page.waitForTimeout(1000);
    const results = await page.evaluate(() => (window as unknown as { results: string[] }).results);
    // The fetches that need CORS never get an answer the page can read, and reading the file list fails.
    expect(results.filter((r) => r.startsWith('cors answered'))).toEqual([]);
    expect(results).toContain('read blocked');
    expect(await writable()).toEqual(before);
    await context.close();
  });

  it('cannot frame the studio', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(attackerOrigin);
    await page.waitForFunction(() => (window as unknown as { done?: boolean }).done === true, undefined, { timeout: 30_000 });
    const framed = page.frames().find((f) => f.url().includes('/studio/'));
    // Chromium blocks the frame (X-Frame-Options / frame-ancestors): no studio app is inside it.
    const hasApp = framed ? await framed.locator('#studio').count().catch(() => 0) : 0;
    expect(hasApp).toBe(0);
    await context.close();
  });

  it('a hostile name pointed at this computer (DNS rebinding) gets 403, and its page cannot save', async () => {
    const before = await writable();
    const context = await browser.newContext();
    const page = await context.newPage();
    const answer = await page.goto(`http://rebind.test:${studio.port}/studio/`);
    expect(answer?.status()).toBe(403);
    const tried = await page.evaluate(async (address) => {
      const r = await fetch(address, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ address: '/owned-by-rebinding', title: 'Owned', from: 'recipe:blank' }) });
      return r.status;
    }, studioApi.newPage);
    expect(tried).toBe(403);
    expect(await writable()).toEqual(before);
    await context.close();
  });

  it('the control: the studio’s own page, opened at localhost, can save', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://localhost:${studio.port}/studio/`);
    const status = await page.evaluate(async (address) => {
      const secret = document.querySelector<HTMLMetaElement>('meta[name="studio-secret"]')!.content;
      const r = await fetch(address, { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-studio-secret': secret }, body: JSON.stringify({ address: '/made-by-the-studio', title: 'Made | Owl Admin', from: 'recipe:blank' }) });
      return r.status;
    }, studioApi.newPage);
    expect(status).toBe(201);
    expect(await writable()).toContain('site-config/pages/made-by-the-studio.json');
    await context.close();
  });
});

/**
 * `npm run dev`: the site with live reload. Pages are rendered on request by the same code the build
 * uses. Saving a config file re-validates everything: a good save reloads the page, a bad one shows the
 * problems in Vite's error overlay while the last good version stays on screen.
 */
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import { createServer as createViteServer } from 'vite';
import { configLayout } from '../src/engine/config-files.ts';
import { loadSite } from '../src/engine/load-site.ts';
import { formatProblems, type Problem } from '../src/engine/problems.ts';
import { resolveRoute } from '../src/engine/routes.ts';
import { createSchemaValidator } from '../src/engine/schema-validator.ts';
import type { SiteModel } from '../src/engine/types.ts';
import { fontSourceDir } from '../src/render/fonts.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 5173);
const vite = await createViteServer({ root, server: { middlewareMode: true }, appType: 'custom' });

let validator = createSchemaValidator(path.join(root, configLayout.schemasDir));
let lastGood: SiteModel | undefined;
let problems: Problem[] = [];

async function reload(): Promise<void> {
  const loaded = await loadSite({ root, env: process.env, validator });
  if (loaded.ok) {
    lastGood = loaded.model;
    problems = [];
  } else {
    problems = loaded.problems;
  }
}

function reportToBrowser(): void {
  if (!problems.length) {
    vite.ws.send({ type: 'full-reload', path: '*' });
    return;
  }
  const first = problems[0]!;
  vite.ws.send({
    type: 'error',
    err: {
      message: formatProblems(problems),
      stack: '',
      plugin: 'site-config',
      id: path.join(root, first.file),
      loc: { file: path.join(root, first.file), line: first.line, column: first.column },
    },
  });
}

await reload();
if (problems.length) console.error(formatProblems(problems));

const watched = [configLayout.dir, configLayout.schemasDir, configLayout.publicDir].map((d) => path.join(root, d));
vite.watcher.add(watched);
const onChange = async (file: string) => {
  if (!watched.some((dir) => file.startsWith(dir))) return;
  if (file.startsWith(path.join(root, configLayout.schemasDir))) validator = createSchemaValidator(path.join(root, configLayout.schemasDir));
  await reload();
  if (problems.length) console.error(formatProblems(problems));
  else console.log(`site-config reloaded (${path.relative(root, file)})`);
  reportToBrowser();
};
for (const event of ['change', 'add', 'unlink'] as const) vite.watcher.on(event, (file) => void onChange(file));

const server = createHttpServer((req, res) => {
  const url = req.url ?? '/';
  const pathname = new URL(url, 'http://localhost').pathname;
  if (pathname.startsWith('/fonts/')) {
    readFile(path.join(root, fontSourceDir, path.basename(pathname)))
      .then((font) => res.writeHead(200, { 'Content-Type': 'font/woff2' }).end(font))
      .catch(() => res.writeHead(404).end());
    return;
  }
  vite.middlewares(req, res, async () => {
    try {
      const template = await vite.transformIndexHtml(url, await readFile(path.join(root, 'index.html'), 'utf8'));
      if (!lastGood) {
        // Nothing valid to show yet: list the problems; the overlay and reload-on-fix still work.
        const list = problems.map((p) => `<li><code>${p.file}:${p.line}:${p.column}</code> ${p.where ? `<b>${p.where}</b>: ` : ''}${p.message.replace(/</g, '&lt;')}</li>`).join('');
        const html = template.replace('<!--app-head-->', '<title>site-config has problems</title>').replace('<!--app-body-->', `<main style="font-family:system-ui;padding:2rem"><h1>site-config has problems</h1><ul>${list}</ul></main>`);
        res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
        reportToBrowser();
        return;
      }
      const renderer = (await vite.ssrLoadModule('/src/render/render-page.tsx')) as typeof import('../src/render/render-page.tsx');
      const { page, status } = resolveRoute(lastGood.pages, pathname);
      const html = renderer.renderPage(lastGood, page, { components: await renderer.loadComponents(), template, dev: true });
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
      if (problems.length) reportToBrowser();
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      console.error(error);
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String((error as Error).stack ?? error));
    }
  });
});
server.listen(port, '127.0.0.1', () => console.log(`Dev server at http://localhost:${port}/`));

/**
 * `npm run dev`: the site with live preview. Pages are rendered on request by the same code the build
 * uses. Saving a config file re-validates everything: a good save updates the open page in place, without
 * a reload (src/dev/live-preview.ts); a bad one shows the problems in Vite's error overlay while the last
 * good version stays on screen. /_gallery shows every block (src/dev/gallery.ts); neither is ever built.
 * PORT chooses the port (default 5173); `--root DIR` serves another copy of the project (tests use one).
 */
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import { createServer as createViteServer } from 'vite';
import { configLayout } from '../src/engine/config-files.ts';
import { brochureSources, buildBrochure } from '../src/build/brochures.ts';
import { loadSite } from '../src/engine/load-site.ts';
import { formatProblems, type Problem } from '../src/engine/problems.ts';
import { resolveRoute } from '../src/engine/routes.ts';
import { createSchemaValidator, SchemaDefinitionError, type SchemaValidator } from '../src/engine/schema-validator.ts';
import type { SiteModel } from '../src/engine/types.ts';
import { fontSourceDir } from '../src/render/fonts.ts';
import { createLeadInbox } from '../src/server/lead-inbox.ts';
import { inboxFile } from '../src/server/site-server.ts';
import { galleryPath, liveEvents, livePreviewScript } from '../src/dev/protocol.ts';

const otherRoot = process.argv.includes('--root') ? process.argv[process.argv.indexOf('--root') + 1] : undefined;
const root = path.resolve(otherRoot ?? path.join(import.meta.dirname, '..'));
const port = Number(process.env.PORT ?? 5173);
const server = createHttpServer();
const vite = await createViteServer({
  root,
  // The live-preview socket shares the page's port, so several dev servers (a test's among them) can run at once.
  server: { middlewareMode: true, ws: { server } },
  appType: 'custom',
  // A copy's node_modules is usually a link to the project's: keep its pre-bundled dependencies apart.
  ...(otherRoot ? { cacheDir: path.join(root, '.vite') } : {}),
});

/** Compiled schemas, reused between saves; dropped when a schema file changes. */
let validator: SchemaValidator | undefined;
let lastGood: SiteModel | undefined;
let problems: Problem[] = [];

async function reload(): Promise<void> {
  let loaded;
  try {
    validator ??= createSchemaValidator(path.join(root, configLayout.schemasDir));
    loaded = await loadSite({ root, env: process.env, validator });
  } catch (error) {
    // A developer's half-edited schema: shown in the overlay like a content problem, the server stays up.
    if (!(error instanceof SchemaDefinitionError)) throw error;
    problems = [{ code: 'broken-schema', file: configLayout.schemasDir, line: 1, column: 1, where: '', message: error.message }];
    return;
  }
  if (loaded.ok) {
    lastGood = loaded.model;
    problems = [];
  } else {
    problems = loaded.problems;
  }
}

/** Vite's error overlay, listing every problem (file:line:column, where, message). */
function overlay() {
  const first = problems[0]!;
  return {
    type: 'error' as const,
    err: {
      message: formatProblems(problems),
      stack: '',
      plugin: 'site-config',
      id: path.join(root, first.file),
      loc: { file: path.join(root, first.file), line: first.line, column: first.column },
    },
  };
}

function reportToBrowser(): void {
  // A good save: open pages fetch themselves again and swap in the new content (src/dev/live-preview.ts).
  if (!problems.length) vite.ws.send(liveEvents.updated, {});
  else vite.ws.send(overlay());
}

await reload();
if (problems.length) console.error(formatProblems(problems));

const watched = [configLayout.dir, configLayout.schemasDir, configLayout.publicDir].map((d) => path.join(root, d));
vite.watcher.add(watched);
const onChange = async (file: string) => {
  if (!watched.some((dir) => file.startsWith(dir))) return;
  if (file.startsWith(path.join(root, configLayout.schemasDir))) validator = undefined;
  await reload();
  if (problems.length) console.error(formatProblems(problems));
  else console.log(`site-config reloaded (${path.relative(root, file)})`);
  reportToBrowser();
};
for (const event of ['change', 'add', 'unlink'] as const) vite.watcher.on(event, (file) => void onChange(file));
// A page that connects while there are problems is shown them at once.
vite.ws.on(liveEvents.connected, (_data, client) => {
  if (problems.length) client.send(overlay());
});

// The forms post to this server itself while site.json api.base is empty (see src/server/lead-inbox.ts).
const inbox = createLeadInbox({ file: inboxFile(root, process.env), key: () => lastGood?.site.api.key ?? '' });

server.on('request', (req, res) => {
  const url = req.url ?? '/';
  if (lastGood && !lastGood.site.api.base && inbox.matches(req)) {
    inbox.handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
    return;
  }
  const pathname = new URL(url, 'http://localhost').pathname;
  const brochure = lastGood && brochureSources(lastGood).get(pathname);
  if (lastGood && brochure) {
    buildBrochure(lastGood.site, brochure)
      .then((pdf) => res.writeHead(200, { 'Content-Type': 'application/pdf' }).end(pdf))
      .catch(() => res.writeHead(500).end());
    return;
  }
  if (pathname.startsWith('/fonts/')) {
    readFile(path.join(root, fontSourceDir, path.basename(pathname)))
      .then((font) => res.writeHead(200, { 'Content-Type': 'font/woff2' }).end(font))
      .catch(() => res.writeHead(404).end());
    return;
  }
  vite.middlewares(req, res, async () => {
    try {
      const template = (await vite.transformIndexHtml(url, await readFile(path.join(root, 'index.html'), 'utf8'))).replace('</head>', `${livePreviewScript}</head>`);
      if (!lastGood) {
        // Nothing valid to show yet: list the problems; the overlay and reload-on-fix still work.
        const list = problems.map((p) => `<li><code>${p.file}:${p.line}:${p.column}</code> ${p.where ? `<b>${p.where}</b>: ` : ''}${p.message.replace(/</g, '&lt;')}</li>`).join('');
        const html = template.replace('<!--app-head-->', '<title>site-config has problems</title>').replace('<!--app-body-->', `<main style="font-family:system-ui;padding:2rem"><h1>site-config has problems</h1><ul>${list}</ul></main>`);
        res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
        reportToBrowser();
        return;
      }
      if (pathname === galleryPath || pathname.startsWith(`${galleryPath}/`)) {
        const gallery = (await vite.ssrLoadModule('/src/dev/gallery.ts')) as typeof import('../src/dev/gallery.ts');
        const html = await gallery.serveGallery({ root, model: lastGood, template }, pathname);
        res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(html ?? 'There is no such gallery page.');
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

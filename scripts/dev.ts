/**
 * `npm run dev`: the site with live preview. Pages are rendered on request by the same code the build
 * uses, and routed by the same rule as `npm start` (src/engine/routes.ts). Saving a config file
 * re-validates everything: a good save updates the open page in place, without a reload
 * (src/dev/live-preview.ts); a bad one shows the problems in the page's own overlay while the last good
 * version stays on screen. /_gallery shows every block (src/dev/gallery.ts); neither is ever built.
 * PORT and HOST choose where (default 127.0.0.1:5173); `--root DIR` serves another copy of the project
 * (tests use one). It answers only its own names (src/dev/local-access.ts: localhost; with HOST set, also this
 * computer's addresses and the names listed in ALLOWED_HOSTS), takes the forms' posts only from its own pages, and
 * serves only public/ and the modules pages load (src/dev/vite-passthrough.ts), never .data/ or other files.
 */
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createServer as createViteServer } from 'vite';
import { configLayout } from '../src/engine/config-files.ts';
import { readOptions } from '../src/engine/cli-args.ts';
import { brochureSources, buildBrochure } from '../src/build/brochures.ts';
import { blockHooks } from '../src/blocks/node-registry.ts';
import { loadSite } from '../src/engine/load-site.ts';
import { formatProblems, type Problem } from '../src/engine/problems.ts';
import { addressesOf, parseTarget, resolveRoute, routeRequest } from '../src/engine/routes.ts';
import { createSchemaValidator, SchemaDefinitionError, type SchemaValidator } from '../src/engine/schema-validator.ts';
import type { SiteModel } from '../src/engine/types.ts';
import { fontSourceDir } from '../src/render/fonts.ts';
import { escapeMarkup } from '../src/render/escape-markup.ts';
import { createLeadInbox } from '../src/server/lead-inbox.ts';
import { listen } from '../src/server/listen.ts';
import { loadRenderer } from './lib/renderer.ts';
import { guarded } from '../src/server/request-guard.ts';
import { inboxFile } from '../src/server/site-server.ts';
import { galleryPath, liveEvents, livePreviewScript, type ProblemsMessage } from '../src/dev/protocol.ts';
import { createLocalAccess, hostList, isLoopbackHost, sendRefusal } from '../src/dev/local-access.ts';
import { mayPassToVite } from '../src/dev/vite-passthrough.ts';

const otherRoot = readOptions('npm run dev', { root: { type: 'string' } }).root;
const root = path.resolve(otherRoot ?? path.join(import.meta.dirname, '..'));
const server = createHttpServer();
const vite = await createViteServer({
  root,
  // The live-preview socket shares the page's port, so several dev servers (a test's among them) can run at once.
  // No other origin may read what Vite serves (its default lets every localhost page do so).
  server: { middlewareMode: true, ws: { server }, cors: false, allowedHosts: hostList(process.env.ALLOWED_HOSTS) },
  appType: 'custom',
  // A copy's node_modules is usually a link to the project's: keep its pre-bundled dependencies apart.
  ...(otherRoot ? { cacheDir: path.join(root, '.vite') } : {}),
});

/** Compiled schemas, reused between saves; dropped when a schema file changes. */
let validator: SchemaValidator | undefined;
let lastGood: SiteModel | undefined;
/** Every address of lastGood's pages: the routing rule asks it whether an address is a page. */
let addresses = new Set<string>();
let problems: Problem[] = [];
/** Warnings of the last good load: said in the terminal, as the build says them; the page is not interrupted. */
let warnings: Problem[] = [];

async function reload(): Promise<void> {
  let loaded;
  try {
    validator ??= createSchemaValidator(path.join(root, configLayout.schemasDir));
    loaded = await loadSite({ root, env: process.env, validator, blockHooks });
  } catch (error) {
    // A developer's half-edited schema: shown in the overlay like a content problem, the server stays up.
    if (!(error instanceof SchemaDefinitionError)) throw error;
    problems = [{ code: 'broken-schema', file: configLayout.schemasDir, line: 1, column: 1, where: '', message: error.message }];
    return;
  }
  if (loaded.ok) {
    lastGood = loaded.model;
    addresses = new Set(lastGood.pages.flatMap(addressesOf));
    problems = [];
    warnings = loaded.warnings;
  } else {
    problems = loaded.problems;
  }
}

/** The problems as the page's overlay shows them (src/dev/problems-overlay.ts). */
function problemsMessage(): ProblemsMessage {
  return { problems: problems.map(({ file, line, column, where, message }) => ({ file, line, column, where, message })) };
}

/**
 * Tells open pages what the last save did. Only Vite "custom" messages: Vite keeps an "error" message
 * sent while no page is open and replays it to the next page, even once the problem is fixed.
 */
function reportToBrowser(): void {
  // A good save: open pages fetch themselves again and swap in the new content (src/dev/live-preview.ts).
  if (!problems.length) vite.ws.send(liveEvents.updated, {});
  else vite.ws.send(liveEvents.problems, problemsMessage());
}

await reload();
if (problems.length) console.error(formatProblems(problems));
else if (warnings.length) console.warn(formatProblems(warnings));

const watched = [configLayout.dir, configLayout.schemasDir, configLayout.publicDir].map((d) => path.join(root, d));
vite.watcher.add(watched);
const onChange = async (file: string) => {
  if (!watched.some((dir) => file.startsWith(dir))) return;
  if (file.startsWith(path.join(root, configLayout.schemasDir))) validator = undefined;
  await reload();
  if (problems.length) console.error(formatProblems(problems));
  else {
    console.log(`site-config reloaded (${path.relative(root, file)})`);
    if (warnings.length) console.warn(formatProblems(warnings));
  }
  reportToBrowser();
};
for (const event of ['change', 'add', 'unlink'] as const) {
  vite.watcher.on(event, (file) => onChange(file).catch((error: unknown) => console.error(`Could not reload after ${path.relative(root, file)} changed:`, error)));
}
// A page that connects while there are problems is shown them at once.
vite.ws.on(liveEvents.connected, (_data, client) => {
  if (problems.length) client.send(liveEvents.problems, problemsMessage());
});

// The forms post to this server itself while site.json api.base is empty (see src/server/lead-inbox.ts).
const inbox = createLeadInbox({ file: inboxFile(root, process.env), key: () => lastGood?.site.api.key ?? '' });

const plain = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' };

async function pageTemplate(address: string): Promise<string> {
  return (await vite.transformIndexHtml(address, await readFile(path.join(root, 'index.html'), 'utf8'))).replace('</head>', `${livePreviewScript}</head>`);
}

/** A page of the site (or, for `address` undefined, the not-found page with 404), rendered now. */
async function sendPage(res: ServerResponse, address: string | undefined): Promise<void> {
  const template = await pageTemplate(address ?? '/');
  if (!lastGood) {
    // Nothing valid to show yet: list the problems; the overlay and reload-on-fix still work.
    const list = problems.map((p) => `<li><code>${escapeMarkup(`${p.file}:${p.line}:${p.column}`)}</code> ${p.where ? `<b>${escapeMarkup(p.where)}</b>: ` : ''}${escapeMarkup(p.message)}</li>`).join('');
    const html = template.replace('<!--app-head-->', '<title>site-config has problems</title>').replace('<!--app-body-->', `<main style="font-family:system-ui;padding:2rem"><h1>site-config has problems</h1><ul>${list}</ul></main>`);
    res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    return;
  }
  const renderer = await loadRenderer(vite);
  const { page, status } = resolveRoute(lastGood.pages, address ?? '');
  const html = renderer.renderPage(lastGood, page, { components: await renderer.loadComponents(), template, dev: true });
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(html);
}

/** Hands the request to Vite (source modules, public files, its own /@… addresses); what it does not serve is not found. */
function viaVite(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    vite.middlewares(req, res, (error?: unknown) => (error ? reject(error) : sendPage(res, undefined).then(resolve, reject)));
    res.once('close', resolve);
  });
}

// HOST set (to 0.0.0.0, say) opens the server to the network: then this computer's addresses are answered too, and
// the names the person lists in ALLOWED_HOSTS, as Vite's allowedHosts. Never any other name (DNS rebinding).
const networked = Boolean(process.env.HOST) && !isLoopbackHost(process.env.HOST ?? '');
const access = createLocalAccess({ server, anyAddress: networked, extraHosts: hostList(process.env.ALLOWED_HOSTS) });

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const refused = access.checkHost(req) ?? access.checkRead(req);
  if (refused) return sendRefusal(res, refused);
  // Read as a path, never as a URL with a host: see src/engine/routes.ts.
  const target = parseTarget(req.url);
  if (!target) {
    res.writeHead(400, { ...plain, Connection: 'close' }).end('Bad request: the address must start with "/".\n');
    return;
  }
  if (lastGood && !lastGood.site.api.base && inbox.matches(req)) {
    // The forms post JSON from the site's own pages; another website may not fill the inbox.
    const crossSite = access.checkWrite(req, ['application/json']);
    if (crossSite?.status === 403) return sendRefusal(res, crossSite, true);
    return inbox.handle(req, res);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...plain, Allow: 'GET, HEAD' }).end('Only GET and HEAD are answered here.\n');
    return;
  }
  const brochure = lastGood && brochureSources(lastGood).get(target.path);
  if (lastGood && brochure) {
    res.writeHead(200, { 'Content-Type': 'application/pdf' }).end(await buildBrochure(lastGood.site, brochure));
    return;
  }
  if (target.path.startsWith('/fonts/')) {
    const font = await readFile(path.join(root, fontSourceDir, path.basename(target.path))).catch(() => undefined);
    if (font) res.writeHead(200, { 'Content-Type': 'font/woff2' }).end(font);
    else res.writeHead(404, plain).end('Not found.\n');
    return;
  }
  if (lastGood && (target.path === galleryPath || target.path.startsWith(`${galleryPath}/`))) {
    const gallery = (await vite.ssrLoadModule('/src/dev/gallery.ts')) as typeof import('../src/dev/gallery.ts');
    const html = await gallery.serveGallery({ root, model: lastGood, template: await pageTemplate(galleryPath) }, target.path);
    res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(html ?? 'There is no such gallery page.');
    return;
  }
  // Vite's own addresses (/@vite/client, /@fs/…): no page address has "@".
  if (target.path.startsWith('/@') && !target.path.includes('//')) return mayPassToVite(vite.config, target.path) ? viaVite(req, res) : sendPage(res, undefined);
  const route = await routeRequest(req.url, (address) => addresses.has(address));
  switch (route.kind) {
    case 'redirect':
      res.writeHead(route.status, { ...plain, Location: route.location }).end(`Moved to ${route.location}\n`);
      return;
    case 'page':
      return sendPage(res, route.address);
    case 'file':
      return mayPassToVite(vite.config, target.path) ? viaVite(req, res) : sendPage(res, undefined);
    default:
      return sendPage(res, undefined);
  }
}

server.on('request', guarded(handle));
const { url } = await listen(server, { env: process.env, defaultPort: 5173, running: 'a dev server', command: 'npm run dev' });
console.log(`Dev server at ${url}`);

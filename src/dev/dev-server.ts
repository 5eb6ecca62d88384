/**
 * `npm run dev`: the site with live preview. Pages are rendered on request by the same code the build uses
 * (renderer.ts), and routed by the same rule as `npm start` (src/engine/routes.ts). Saving a config file
 * re-validates everything: a good save updates the open page in place, without a reload (live-preview.ts); a
 * bad one shows the problems in the page's own overlay while the last good version stays on screen. /_gallery
 * shows every block (gallery.ts); neither is ever built. It answers only its own names (local-access.ts:
 * localhost; with HOST set, also this computer's addresses and the names listed in ALLOWED_HOSTS), takes the
 * forms' posts only from its own pages, and serves only public/ and the modules pages load
 * (vite-passthrough.ts), never .data/ or other files. scripts/dev.ts runs it.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { blockHooks } from '../blocks/node-registry.ts';
import { brochureSources } from '../build/brochure-sources.ts';
import { configLayout } from '../engine/config-files.ts';
import { loadSite } from '../engine/load-site.ts';
import { formatProblems, type Problem } from '../engine/problems.ts';
import { addressesOf, parseTarget, resolveRoute, routeRequest } from '../engine/routes.ts';
import { createSchemaValidator, SchemaDefinitionError, type SchemaValidator } from '../engine/schema-validator.ts';
import type { SiteModel } from '../engine/types.ts';
import { createLeadInbox } from '../server/lead-inbox.ts';
import { sendBadTarget, sendMoved, sendOnlyReads } from '../server/plain-answers.ts';
import { guarded } from '../server/request-guard.ts';
import { inboxFile } from '../server/site-server.ts';
import { serveFont } from './font-route.ts';
import { createLocalAccess, hostList, isLoopbackHost, sendRefusal } from './local-access.ts';
import { problemPage } from './problem-page.ts';
import { galleryPath, liveEvents, livePreviewScript, type ProblemsMessage } from './protocol.ts';
import { pageTemplate, renderInDev } from './renderer.ts';
import { watchSite } from './site-watcher.ts';
import { createViteHost, passToVite } from './vite-host.ts';

export interface DevServerOptions {
  /** The project to serve. */
  root: string;
  /** PORT and HOST are the caller's; HOST and ALLOWED_HOSTS decide which names are answered; the rest is the site's (per-deployment overrides, LEADS_FILE). */
  env: Record<string, string | undefined>;
  /** Vite's cache of pre-bundled dependencies, for a copy of the project (default: Vite's own). */
  cacheDir?: string;
  /** Where reloads and problems are said (default: the console). */
  log?: Pick<Console, 'log' | 'warn' | 'error'>;
}

export interface DevServer {
  /** Not listening yet: the caller listens (src/server/listen.ts). */
  server: Server;
  vite: ViteDevServer;
  close(): Promise<void>;
}

export async function createDevServer(options: DevServerOptions): Promise<DevServer> {
  const { root, env } = options;
  const log = options.log ?? console;
  const server = createHttpServer();
  const vite = await createViteHost({ root, server, allowedHosts: hostList(env.ALLOWED_HOSTS), ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}) });

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
      loaded = await loadSite({ root, env, validator, blockHooks });
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

  /** The problems as the page's overlay shows them (problems-overlay.ts). */
  const problemsMessage = (): ProblemsMessage => ({ problems: problems.map(({ file, line, column, where, message }) => ({ file, line, column, where, message })) });

  await reload();
  if (problems.length) log.error(formatProblems(problems));
  else if (warnings.length) log.warn(formatProblems(warnings));

  /** Reloads after `file` changed, says how it went, and tells open pages. */
  async function reloadAfter(file: string): Promise<void> {
    await reload();
    if (problems.length) log.error(formatProblems(problems));
    else {
      log.log(`site-config reloaded (${path.relative(root, file)})`);
      if (warnings.length) log.warn(formatProblems(warnings));
    }
    // Only Vite "custom" messages: Vite keeps an "error" message sent while no page is open and replays it
    // to the next page, even once the problem is fixed. A good save: open pages fetch themselves again.
    if (!problems.length) vite.ws.send(liveEvents.updated, {});
    else vite.ws.send(liveEvents.problems, problemsMessage());
  }

  /** How long after the last change event the files are read (a save's events come within a few ms). */
  const saveSettleMs = 60;
  // One reload at a time, and one more after it for whatever changed meanwhile: two at once could finish in
  // either order, and a load of the files as they were before the last save, finishing last, would win.
  let reloading: Promise<void> | undefined;
  let changedMeanwhile: string | undefined;
  const scheduleReload = (file: string): void => {
    if (reloading) {
      changedMeanwhile = file;
      return;
    }
    reloading = reloadAfter(file)
      .catch((error: unknown) => log.error(`Could not reload after ${path.relative(root, file)} changed:`, error))
      .finally(() => {
        reloading = undefined;
        const next = changedMeanwhile;
        changedMeanwhile = undefined;
        if (next !== undefined) scheduleReload(next);
      });
  };
  // A save is read once the file has settled: a save that truncates then writes (writeFileSync, several
  // editors) can be seen at the truncation, as an empty file, with no event for the write when both fall in
  // the same mtime tick (seen in tests/e2e/live-preview.test.ts: the page kept "This file is empty").
  let settling: ReturnType<typeof setTimeout> | undefined;
  const watcher = watchSite(vite, root, (file, area) => {
    if (area === 'other') return;
    if (area === 'schemas') validator = undefined;
    clearTimeout(settling);
    settling = setTimeout(() => scheduleReload(file), saveSettleMs);
  });
  // A page that connects while there are problems is shown them at once.
  vite.ws.on(liveEvents.connected, (_data, client) => {
    if (problems.length) client.send(liveEvents.problems, problemsMessage());
  });

  // The forms post to this server itself while site.json api.base is empty (see src/server/lead-inbox.ts).
  const inbox = createLeadInbox({ file: inboxFile(root, env), key: () => lastGood?.site.api.key ?? '' });

  /** A page of the site (or, for `address` undefined, the not-found page with 404), rendered now. */
  async function sendPage(res: ServerResponse, address: string | undefined): Promise<void> {
    const template = await pageTemplate(vite, root, address ?? '/', livePreviewScript);
    if (!lastGood) {
      // Nothing valid to show yet: list the problems; the overlay and reload-on-fix still work.
      const lines = problems.map((p) => ({ at: `${p.file}:${p.line}:${p.column}`, where: p.where, message: p.message }));
      res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(problemPage({ heading: 'site-config has problems', lines }, template));
      return;
    }
    const { page, status } = resolveRoute(lastGood.pages, address ?? '');
    const html = await renderInDev(vite, { model: lastGood, page, template });
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(html);
  }

  // HOST set (to 0.0.0.0, say) opens the server to the network: then this computer's addresses are answered too, and
  // the names the person lists in ALLOWED_HOSTS, as Vite's allowedHosts. Never any other name (DNS rebinding).
  const networked = Boolean(env.HOST) && !isLoopbackHost(env.HOST ?? '');
  const access = createLocalAccess({ server, anyAddress: networked, extraHosts: hostList(env.ALLOWED_HOSTS) });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const refused = access.checkHost(req) ?? access.checkRead(req);
    if (refused) return sendRefusal(res, refused);
    // Read as a path, never as a URL with a host: see src/engine/routes.ts.
    const target = parseTarget(req.url);
    if (!target) {
      return sendBadTarget(res);
    }
    if (lastGood && !lastGood.site.api.base && inbox.matches(req)) {
      // The forms post JSON from the site's own pages; another website may not fill the inbox.
      const crossSite = access.checkWrite(req, ['application/json']);
      if (crossSite?.status === 403) return sendRefusal(res, crossSite, true);
      return inbox.handle(req, res);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendOnlyReads(res);
    }
    const notFound = () => sendPage(res, undefined);
    const brochure = lastGood && brochureSources(lastGood).get(target.path);
    if (lastGood && brochure) {
      // Loaded when a brochure is first asked for: its PDF packages take most of a second, at every start otherwise.
      const { buildBrochure } = await import('../build/brochures.ts');
      res.writeHead(200, { 'Content-Type': 'application/pdf' }).end(await buildBrochure(lastGood.site, brochure));
      return;
    }
    if (await serveFont(root, target.path, res)) return;
    if (lastGood && (target.path === galleryPath || target.path.startsWith(`${galleryPath}/`))) {
      const gallery = (await vite.ssrLoadModule('/src/dev/gallery.ts')) as typeof import('./gallery.ts');
      const html = await gallery.serveGallery({ root, model: lastGood, template: await pageTemplate(vite, root, galleryPath, livePreviewScript) }, target.path);
      res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(html ?? 'There is no such gallery page.');
      return;
    }
    // Vite's own addresses (/@vite/client, /@fs/…): no page address has "@".
    if (target.path.startsWith('/@') && !target.path.includes('//')) return passToVite(vite, req, res, target.path, notFound);
    const route = await routeRequest(req.url, (address) => addresses.has(address));
    switch (route.kind) {
      case 'redirect':
        return sendMoved(res, route.status, route.location);
      case 'page':
        return sendPage(res, route.address);
      case 'file':
        return passToVite(vite, req, res, target.path, notFound);
      default:
        return notFound();
    }
  }

  server.on('request', guarded(handle));
  return {
    server,
    vite,
    async close() {
      watcher.close();
      clearTimeout(settling);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await vite.close();
    },
  };
}

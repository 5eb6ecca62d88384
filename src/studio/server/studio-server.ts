/**
 * The studio's HTTP server: its browser app (src/studio/app/, built into memory at start by app-bundle.ts, or with
 * `--dev` served through Vite and compiled on request), the preview's pages and islands (through Vite in middleware
 * mode, as in `npm run dev`) and its API under /studio/api/ (src/studio/protocol.ts). A development tool: it listens
 * on this computer only and writes only under site-config/ and public/images/.
 */
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { serveFont } from '../../dev/font-route.ts';
import { createLocalAccess, sendRefusal, type LocalAccess } from '../../dev/local-access.ts';
import { watchSite } from '../../dev/site-watcher.ts';
import { createViteHost, passToVite } from '../../dev/vite-host.ts';
import { parseTarget } from '../../engine/routes.ts';
import { sendBadTarget, sendNotFound, sendOnlyReads } from '../../server/plain-answers.ts';
import { guarded } from '../../server/request-guard.ts';
import { studioApi, studioHostedMeta, studioSecret, type PreviewRequest } from '../protocol.ts';
import { createChangeEvents, type ChangeEvents } from './events.ts';
import { checkDraft, listFiles, openFile, saveFile, type FileApiContext } from './file-api.ts';
import { appAssetsBase, buildStudioApp, type AppBundle } from './app-bundle.ts';
import { appKey, keepApp, keptApp } from './app-cache.ts';
import { readBytes, readJson, sendError, sendHtml, sendJson, sendJsonText } from './http.ts';
import { StudioError } from './file-store.ts';
import { createUploadLog, deleteUpload, imageTypes, listImages, maxImageBytes, unusedUploads, uploadImage, type UploadLog } from './images.ts';
import { linkTargetsJson } from './links.ts';
import { checkAddress, checkTitle, createPage, footerChoice, startingPoints } from './new-page.ts';
import { renderPreview } from './preview.ts';
import { schemasOf } from './schemas.ts';
import { createSiteState, type SiteState } from './site-state.ts';

/** Where the studio's pages are: the app answers every address under it (its router picks the view). */
export const studioBase = '/studio/';

/** The app's HTML entry (src/studio/app/, the browser app's folder). */
const appEntry = 'src/studio/app/index.html';
/** The script that page loads: what the app is made of starts there (app-cache.ts). */
const appScript = 'src/studio/app/main.tsx';

export interface StudioOptions {
  /** The project to edit (holding site-config/, schemas/, public/, index.html). */
  root: string;
  /** The environment validation reads (per-deployment overrides), as `npm run validate` does. */
  env: Record<string, string | undefined>;
  /** Vite's cache of pre-bundled dependencies; default node_modules/.vite-studio, apart from the dev server's. */
  cacheDir?: string;
  /**
   * How the browser app is served: 'built' (the default) builds it into memory at start (app-bundle.ts); 'vite' compiles
   * its modules on request, for work on the studio itself (`npm run studio -- --dev`); or a bundle built already
   * (studioApp): the hosted studio builds its own once and serves it for every folder it edits.
   */
  app?: 'built' | 'vite' | AppBundle;
  /**
   * Who may talk to the server: by default the local rules (src/dev/local-access.ts: this computer's names, this
   * origin, the launch's secret). The hosted studio (src/hosted/) passes its own, for its public host name, with the
   * sign-in's guard in front doing the same-origin check.
   */
  access?: (server: Server) => LocalAccess;
  /**
   * Called after each successful write through the API (a save, a new page, an upload or a deleted upload) with the
   * paths written, relative to `root` ("site-config/pages/gap.json", "public/images/x.png"), before the answer is
   * sent: the hosted studio commits them. A failure is answered as the write's own.
   */
  afterWrite?: (files: string[], req: IncomingMessage) => Promise<void>;
  /** The hosted studio's: its page carries protocol.ts's studioHostedMeta, so the app shows the hosted screens. */
  hosted?: boolean;
}

/** What a request handler may use. */
export interface StudioContext extends FileApiContext {
  vite: ViteDevServer;
  events: ChangeEvents;
  access: LocalAccess;
  uploads: UploadLog;
  /** The built app, unless it is served through Vite. */
  app?: AppBundle;
  afterWrite?: StudioOptions['afterWrite'];
  hosted?: boolean;
}

export interface Studio {
  server: Server;
  /** Pictures uploaded since the studio started that no page uses: said when it stops, so none is left in silence. */
  unusedUploads(): Promise<string[]>;
  /** What POST /studio/api/preview answers for `request`: the hosted studio's review renders each side of a draft with it. */
  preview(request: Partial<PreviewRequest>): Promise<string>;
  /**
   * Its folder was changed by another program at once (the hosted studio's git checkout): the next request reads it
   * again, content and schemas, rather than after the watcher's word, which comes some 50 ms later.
   */
  changed(): void;
  close(): Promise<void>;
}

type Handler = (context: StudioContext, req: IncomingMessage, res: ServerResponse, query: URLSearchParams) => Promise<void>;

/** Tells the `afterWrite` hook, if any, what a write changed. */
const written = async (c: StudioContext, req: IncomingMessage, files: string[]): Promise<void> => {
  if (c.afterWrite) await c.afterWrite(files, req);
};

/** What a write to the API may carry: JSON, but for uploads, which carry the picture itself ("METHOD address"). */
const jsonOnly = ['application/json'];
const bodyTypes: Record<string, readonly string[]> = { [`POST ${studioApi.images}`]: imageTypes };

/** The API: address → method → handler. */
const api: Record<string, Partial<Record<string, Handler>>> = {
  [studioApi.files]: { GET: async (c, _req, res) => sendJson(res, 200, await listFiles(c)) },
  [studioApi.file]: {
    GET: async (c, _req, res, query) => sendJson(res, 200, await openFile(c, query.get('file'))),
    PUT: async (c, req, res) => {
      const { status, body } = await saveFile(c, await readJson(req));
      if (status === 200) await written(c, req, [body.file]);
      sendJson(res, status, body);
    },
  },
  [studioApi.check]: { POST: async (c, req, res) => sendJson(res, 200, await checkDraft(c, await readJson(req))) },
  [studioApi.preview]: { POST: async (c, req, res) => sendHtml(res, 200, await renderPreview(c, await readJson(req))) },
  [studioApi.newPage]: {
    GET: async (c, _req, res, query) => sendJson(res, 200, query.has('title') ? await checkTitle(c, query.get('title')!) : await checkAddress(c, query.get('address') ?? '')),
    POST: async (c, req, res) => {
      const made = await createPage(c, await readJson(req));
      await written(c, req, made.footer?.linked ? [made.file, 'site-config/site.json'] : [made.file]);
      sendJson(res, 201, made);
    },
  },
  [studioApi.footerGroups]: { GET: async (c, _req, res, query) => sendJson(res, 200, await footerChoice(c, query.get('from') ?? '', query.get('title') ?? '')) },
  [studioApi.startingPoints]: { GET: async (c, _req, res) => sendJson(res, 200, await startingPoints(c)) },
  [studioApi.images]: {
    GET: async (c, _req, res) => {
      const unused = new Set(await unusedUploads(c.root, c.uploads));
      sendJson(res, 200, (await listImages(c.root)).map((image) => (unused.has(image.path) ? { ...image, unused: true } : image)));
    },
    POST: async (c, req, res, query) => {
      const bytes = await readBytes(req, maxImageBytes, 'The picture is larger than 5 MB: make it smaller (a picture for the web is usually well under 500 kB) and upload it again.');
      const image = await uploadImage(c.root, c.uploads, query.get('name'), bytes);
      // Said at once, not when the watcher says it: the next check must find the picture the page now uses.
      c.state.changed('content');
      await written(c, req, [`public${image.path}`]);
      sendJson(res, 201, image);
    },
    DELETE: async (c, req, res, query) => {
      await deleteUpload(c.root, c.uploads, query.get('path'));
      c.state.changed('content');
      await written(c, req, [`public${query.get('path')}`]);
      res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    },
  },
  [studioApi.schemas]: { GET: async (c, _req, res) => sendJson(res, 200, await schemasOf(c.root, c.state.validator())) },
  [studioApi.links]: { GET: async (c, _req, res) => sendJsonText(res, 200, await linkTargetsJson(c.state)) },
  [studioApi.events]: { GET: async (c, req, res) => c.events.subscribe(req, res) },
};

async function handleApi(context: StudioContext, req: IncomingMessage, res: ServerResponse, pathname: string, query: URLSearchParams): Promise<void> {
  const methods = api[pathname];
  if (!methods) throw new StudioError(404, `The studio has no ${pathname}.`);
  const handler = methods[req.method ?? 'GET'];
  if (!handler) {
    res.setHeader('Allow', Object.keys(methods).join(', '));
    throw new StudioError(405, `${pathname} answers ${Object.keys(methods).join(' and ')} only.`);
  }
  const types = bodyTypes[`${req.method} ${pathname}`] ?? jsonOnly;
  const refused = context.access.checkWrite(req, types);
  if (refused?.status === 415 && types === imageTypes) throw new StudioError(415, `${JSON.stringify(query.get('name') ?? '')} is not a picture the site can show: upload a .png, .jpg, .webp or .svg file.`);
  if (refused) throw new StudioError(refused.status, refused.message);
  await handler(context, req, res, query);
}

/**
 * The studio's own pages: nothing loads from elsewhere but what the preview shows (embedded videos and booking
 * widgets, pictures); no other site may frame them. Scripts come from the studio only; 'unsafe-inline' because
 * the preview (an srcdoc frame, which takes this page's policy) runs Vite's and React's inline module preambles.
 */
const studioPolicy = [
  "default-src 'self'",
  // 'unsafe-eval': the forms' schema validator (rjsf's ajv) compiles the blocks' if/then rules into functions.
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The app's page, built or through Vite (its module script compiled on request), with the launch's secret in it. */
async function sendApp(context: StudioContext, res: ServerResponse, url: string): Promise<void> {
  const hostedMeta = context.hosted ? `\n    <meta name="${studioHostedMeta}" content="1" />` : '';
  const withSecret = (html: string) => html.replace('<head>', `<head>\n    <meta name="${studioSecret.meta}" content="${context.access.secret}" />${hostedMeta}`);
  res.setHeader('Content-Security-Policy', studioPolicy);
  if (context.app) return sendHtml(res, 200, withSecret(context.app.html));
  const html = await readFile(path.join(context.root, appEntry), 'utf8');
  // The page is served at every address under /studio/, so its relative addresses ("./main.tsx") are made
  // absolute, from its own folder: Vite does that only for a root index.html.
  const folder = `/${path.posix.dirname(appEntry)}/`;
  const absolute = withSecret(html.replace(/(\s(?:src|href)=["'])\.\//g, `$1${folder}`));
  sendHtml(res, 200, await context.vite.transformIndexHtml(`/${appEntry}`, absolute, url));
}

/** A file of the built app: its name carries its content's hash, so a browser may keep it for good. */
function sendAppAsset(app: AppBundle, res: ServerResponse, name: string): void {
  const asset = app.assets.get(name);
  if (!asset) return void sendNotFound(res);
  res.writeHead(200, { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=31536000, immutable' }).end(asset.body);
}

/** The studio's browser app, built from `root`'s source (app-bundle.ts), or kept from an earlier start on the same code (app-cache.ts). */
export async function studioApp(root: string): Promise<AppBundle> {
  const key = await appKey(root, appEntry, appScript);
  const kept = await keptApp(root, key);
  if (kept) return kept;
  const app = await buildStudioApp(root, appEntry);
  await keepApp(root, key, app);
  return app;
}

export async function createStudio(options: StudioOptions): Promise<Studio> {
  const { root } = options;
  const builtApp = options.app !== 'vite';
  // Built first: a studio whose app does not build says so before it listens.
  const app = typeof options.app === 'object' ? options.app : builtApp ? await studioApp(root) : undefined;
  const server = createHttpServer();
  const vite = await createViteHost({
    root,
    server,
    cacheDir: options.cacheDir ?? path.join(root, 'node_modules/.vite-studio'),
    // Every module the studio and its preview can load, scanned before the first visit: found later, a new
    // dependency makes Vite bundle again and reload the page under the person's hands.
    entries: [...(builtApp ? [] : ['src/studio/app/**/*.{ts,tsx}']), 'src/client/**/*.{ts,tsx}', 'src/blocks/**/*.{ts,tsx}', 'src/islands/**/*.{ts,tsx}'],
  });
  const state: SiteState = createSiteState(root, options.env);
  const events = createChangeEvents(root);
  const access = options.access ? options.access(server) : createLocalAccess({ server, secretHeader: studioSecret.header });
  const context: StudioContext = { root, state, vite, events, access, uploads: createUploadLog(), ...(app ? { app } : {}), ...(options.afterWrite ? { afterWrite: options.afterWrite } : {}), ...(options.hosted ? { hosted: true } : {}) };

  // A change under site-config/, schemas/ or public/ is news for the checks; under site-config/, for open pages too.
  const watcher = watchSite(vite, root, (file, area, configFile) => {
    if (area !== 'other') state.changed(area, configFile);
    events.fileChanged(file).catch((error: unknown) => console.error(`Could not report the change to ${file}:`, error));
  });

  server.on(
    'request',
    guarded(async (req, res) => {
      // Every answer: never framed by another site, never sniffed as another type.
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const refused = access.checkHost(req) ?? access.checkRead(req);
      if (refused) return sendRefusal(res, refused, req.url?.startsWith('/studio/api/'));
      const target = parseTarget(req.url);
      if (!target) {
        return sendBadTarget(res);
      }
      const { path: pathname } = target;
      if (pathname.startsWith('/studio/api/')) {
        try {
          await handleApi(context, req, res, pathname, new URLSearchParams(target.query));
        } catch (error) {
          sendError(res, error);
        }
        return;
      }
      if (pathname === '/' || pathname === '/studio') {
        res.writeHead(302, { Location: studioBase }).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendOnlyReads(res, {}, 'Only the studio’s API under /studio/api/ takes changes.');
      }
      if (app && pathname.startsWith(appAssetsBase)) return sendAppAsset(app, res, pathname.slice(appAssetsBase.length));
      if (pathname.startsWith(studioBase)) return sendApp(context, res, req.url!);
      // The preview's web fonts, served as `npm run dev` serves them.
      if (await serveFont(root, pathname, res)) return;
      return passToVite(vite, req, res, pathname, () => sendNotFound(res));
    }),
  );

  return {
    server,
    unusedUploads: () => unusedUploads(root, context.uploads),
    changed() {
      state.changed('schemas');
      state.changed('content');
    },
    preview: (request) => renderPreview(context, request),
    async close() {
      watcher.close();
      events.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await vite.close();
    },
  };
}

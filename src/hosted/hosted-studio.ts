/**
 * `npm run studio -- --hosted`: the studio for a team, on its own server behind a TLS proxy. Every request passes the
 * sign-in first (auth/); then /hosted/api/* (hosted-api.ts) or the local studio's own server, reused for a folder:
 * the person's draft (a git worktree, draft/<email>/edits) once they have one, main as published until then. Each
 * write through the studio's API becomes a commit in the person's draft, by them, with a message in words; a
 * person's first write starts their draft. Publishing is a publisher's, and passes `npm run validate -- --strict`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { BlockChecks } from '../engine/block-checks.ts';
import { guarded } from '../server/request-guard.ts';
import { StudioError } from '../studio/server/file-store.ts';
import { sendError } from '../studio/server/http.ts';
import { studioApp } from '../studio/server/studio-server.ts';
import { createHostedAuth, type HostedAuth } from './auth/hosted-auth.ts';
import type { HostedConfig } from './config.ts';
import { createDraftStudios } from './draft-studios.ts';
import { ContentStore, StoreError } from './git/content-store.ts';
import { rolesFile } from './git/store-paths.ts';
import { createHostedAccess } from './hosted-access.ts';
import { handleHostedApi, hostedApiBase } from './hosted-api.ts';
import { openHostedDrafts } from './hosted-drafts.ts';
import { createPublishCheck } from './publish-check.ts';
import { gitAccessEnv } from './repo-access.ts';

export interface HostedStudioOptions {
  /** The project the studio runs from (its node_modules is linked into each draft). */
  root: string;
  config: HostedConfig;
  /** Each block's own checks (src/blocks/node-registry.ts), for the publish's validation: the engine imports no block. */
  blockHooks: BlockChecks;
  /** Plain http to the identity provider: the demo's and the tests' provider on localhost only. */
  allowHttp?: boolean;
  /** Close a draft's studio after this long without a request (default 15 minutes). */
  idleMs?: number;
}

export interface HostedStudio {
  server: Server;
  store: ContentStore;
  auth: HostedAuth;
  close(): Promise<void>;
}

const isApi = (pathname: string) => pathname.startsWith('/studio/api/') || pathname.startsWith(hostedApiBase);
const reads = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

export async function createHostedStudio(options: HostedStudioOptions): Promise<HostedStudio> {
  const { config } = options;
  const store = await ContentStore.open(path.join(config.dataDir, 'store'), config.repository.url, { mainBranch: config.repository.branch, env: gitAccessEnv(config.repository.access) });
  // main-view is checked out once before any studio runs; after that, the studio showing it reads it again at once.
  let mainChanged = async (_folder: string): Promise<void> => {};
  const drafts = await openHostedDrafts(store, (folder) => mainChanged(folder));
  // The roles file as published: a draft cannot change who may publish.
  const auth = await createHostedAuth({
    config,
    rolesFile: path.join(drafts.mainFolder, rolesFile),
    schemasDir: path.join(drafts.mainFolder, 'schemas'),
    isApi,
    ...(options.allowHttp ? { allowHttp: true } : {}),
  });

  // The studio's own app, not a draft's copy of its source: built once (about a second and a half of CPU), before
  // the server listens, and served for every folder.
  const app = await studioApp(options.root);
  const studios = createDraftStudios({
    root: options.root,
    cacheDir: path.join(config.dataDir, 'vite-cache'),
    ...(options.idleMs !== undefined ? { idleMs: options.idleMs } : {}),
    studio: {
      env: {},
      app,
      hosted: true,
      access: createHostedAccess(config.publicUrl),
      // Only the owner's requests reach a draft's studio, so the signed-in person is the draft's author.
      async afterWrite(files, req) {
        const person = auth.who(req);
        if (!person) throw new StudioError(401, 'Sign in first.');
        const branch = await drafts.draftOf(person);
        if (!branch) throw new StudioError(409, 'Your draft was published or removed meanwhile: reload the studio.');
        try {
          await store.commit(branch, { name: person.name, email: person.email }, files.map((file) => ({ path: file })));
        } catch (error) {
          throw error instanceof StoreError ? new StudioError(error.status, `Saved in your draft's folder, but not recorded: ${error.message}`) : error;
        }
      },
    },
  });

  mainChanged = (folder) => studios.changed(folder);

  const api = {
    store,
    drafts,
    validate: createPublishCheck(options.blockHooks),
    render: (folder: string, request: { file: string; data: unknown }) => studios.preview(folder, request),
    publishing: (branch: string) => studios.hold(store.folderOf(branch)),
    async published(branch: string) {
      drafts.forget(branch);
      await studios.close(store.folderOf(branch));
      await drafts.refreshMain();
    },
  };

  /** The folder whose studio serves this person's request: their draft's; main's for reads before they have one. */
  const folderFor = async (person: NonNullable<ReturnType<HostedAuth['who']>>, req: IncomingMessage) => {
    const branch = reads(req) ? await drafts.draftOf(person) : await drafts.ensureDraft(person);
    return branch ? store.folder(branch) : drafts.mainFolder;
  };

  const server = createServer(
    guarded(async (req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      const person = await auth.guard(req, res);
      if (!person) return;
      const { pathname, searchParams } = new URL(req.url ?? '/', config.publicUrl);
      if (pathname.startsWith(hostedApiBase)) return handleHostedApi(api, person, req, res, pathname, searchParams);
      let folder: string;
      try {
        folder = await folderFor(person, req);
      } catch (error) {
        return sendError(res, error instanceof StoreError ? new StudioError(error.status, error.message) : error);
      }
      await studios.serve(folder, req, res);
    }),
  );
  // No live-reload socket through the sign-in yet: the built studio app does not need one.
  server.on('upgrade', (_req, socket) => socket.destroy());

  return {
    server,
    store,
    auth,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await studios.closeAll();
    },
  };
}

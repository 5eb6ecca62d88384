/**
 * The local studio's server (src/studio/server/studio-server.ts), one per folder the hosted studio edits or shows
 * (a person's draft, or main as published), started on the first request for it and closed after a while without
 * one, so a server with many people holds a studio (a Vite host, about 1.2 s to start) only for those at work.
 * A folder is a git worktree: it has no node_modules, so the studio's own is linked into it (never committed: the
 * store commits only site-config/ and public/images/, and the clone's info/exclude names the link).
 */
import { lstat, symlink } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { PreviewRequest } from '../studio/protocol.ts';
import { StudioError } from '../studio/server/file-store.ts';
import { sendError } from '../studio/server/http.ts';
import { createStudio, type Studio, type StudioOptions } from '../studio/server/studio-server.ts';

export interface DraftStudiosOptions {
  /** The project the studio runs from: its node_modules is linked into each folder. */
  root: string;
  /** Where each folder's Vite keeps its pre-bundled dependencies (one sub-folder each, apart from the shared node_modules). */
  cacheDir: string;
  /** The options every studio gets, but its folder. */
  studio: Omit<StudioOptions, 'root' | 'cacheDir'>;
  /** Close a studio after this long without a request (default 15 minutes). */
  idleMs?: number;
  /** Starts a folder's studio (default: createStudio); a test gives one that records what it is asked. */
  create?: (options: StudioOptions) => Promise<Studio>;
}

interface Running {
  studio: Promise<Studio>;
  busy: number;
  timer?: NodeJS.Timeout;
}

export interface DraftStudios {
  /** Serves the request with the studio of `folder` (started if it is not running). */
  serve(folder: string, req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The preview of a file with `request.data` in place, rendered by the studio of `folder` (the review's before and after). */
  preview(folder: string, request: Partial<PreviewRequest>): Promise<string>;
  /** Tells the studio of `folder`, if one runs, that git changed its files (Studio.changed). */
  changed(folder: string): Promise<void>;
  /** Stops the studio of `folder`, if one runs (before its worktree is removed). */
  close(folder: string): Promise<void>;
  /**
   * Stops the studio of `folder` and starts none for it until the returned release is called: git is about to change
   * or remove the folder (a publish, a resolve). Requests for it meanwhile are answered 503, to be tried again: a page
   * left open on the draft (its event stream reconnects at once) started a studio whose Vite then watched the
   * worktree being removed under it, and restarted.
   */
  hold(folder: string): Promise<() => void>;
  closeAll(): Promise<void>;
  /** The folders whose studio runs now. */
  running(): string[];
}

/** Links `root`'s node_modules into `folder`, unless something is there already. */
async function linkModules(root: string, folder: string): Promise<void> {
  const link = path.join(folder, 'node_modules');
  if (await lstat(link).catch(() => undefined)) return;
  await symlink(path.join(root, 'node_modules'), link, 'dir');
}

/** What a request for a held folder gets (DraftStudios.hold). */
const heldWords = 'This draft is being published or brought up to date right now: try again in a moment.';

export function createDraftStudios(options: DraftStudiosOptions): DraftStudios {
  const idleMs = options.idleMs ?? 15 * 60 * 1000;
  const create = options.create ?? createStudio;
  const studios = new Map<string, Running>();
  /** Folders git is changing, with how many holds each has. */
  const held = new Map<string, number>();

  const stop = async (folder: string) => {
    const running = studios.get(folder);
    if (!running) return;
    studios.delete(folder);
    clearTimeout(running.timer);
    await (await running.studio.catch(() => undefined))?.close();
  };

  const idle = (folder: string, running: Running) => {
    clearTimeout(running.timer);
    running.timer = setTimeout(() => {
      if (running.busy === 0 && studios.get(folder) === running) void stop(folder);
    }, idleMs);
    running.timer.unref();
  };

  const start = (folder: string): Running => {
    const cacheDir = path.join(options.cacheDir, path.basename(path.dirname(folder)), path.basename(folder));
    const running: Running = {
      busy: 0,
      studio: linkModules(options.root, folder).then(() => create({ ...options.studio, root: folder, cacheDir })),
    };
    // A studio that could not start is forgotten, so the next request tries again.
    running.studio.catch(() => studios.get(folder) === running && studios.delete(folder));
    studios.set(folder, running);
    return running;
  };

  /** Runs `work` with the studio of `folder`, which is not closed for being idle meanwhile. */
  const using = async <T>(folder: string, work: (studio: Studio) => Promise<T>): Promise<T> => {
    if (held.has(folder)) throw new StudioError(503, heldWords);
    const running = studios.get(folder) ?? start(folder);
    running.busy++;
    clearTimeout(running.timer);
    try {
      return await work(await running.studio);
    } finally {
      running.busy--;
      if (studios.get(folder) === running) idle(folder, running);
    }
  };

  return {
    serve: (folder, req, res) =>
      using(
        folder,
        (studio) =>
          new Promise<void>((resolve) => {
            res.once('close', resolve);
            // The studio's own request handler, as if it had accepted the connection: its guards and API run as locally.
            studio.server.emit('request', req, res);
          }),
      ).catch((error: unknown) => {
        if (!(error instanceof StudioError && error.status === 503)) throw error;
        res.setHeader('Retry-After', '1');
        sendError(res, error);
      }),
    preview: (folder, request) => using(folder, (studio) => studio.preview(request)),
    async changed(folder) {
      (await studios.get(folder)?.studio.catch(() => undefined))?.changed();
    },
    close: stop,
    async hold(folder) {
      held.set(folder, (held.get(folder) ?? 0) + 1);
      await stop(folder);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = held.get(folder)! - 1;
        if (left) held.set(folder, left);
        else held.delete(folder);
      };
    },
    async closeAll() {
      await Promise.all([...studios.keys()].map(stop));
    },
    running: () => [...studios.keys()],
  };
}

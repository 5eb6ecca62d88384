/**
 * External changes reach the studio without a reload: every open studio page keeps one event stream
 * (server-sent events), and each change to a file under site-config/ is sent to all of them as a `changed`
 * event with the file's new version, whoever made it (git, an editor, another tab, the studio itself).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { configKindOf, configLayout } from '../../engine/config-files.ts';
import type { FileChanged } from '../protocol.ts';
import { readIfThere, versionOf } from './file-store.ts';

export interface ChangeEvents {
  /** Answers GET /studio/api/events with a stream that stays open. */
  subscribe(req: IncomingMessage, res: ServerResponse): void;
  /** Something changed on disk at `abs`: sent on if it is a file the site reads. */
  fileChanged(abs: string): Promise<void>;
  close(): void;
}

/** Proxies close idle connections; a comment line now and then keeps the stream open. */
const keepAliveMs = 20_000;

export function createChangeEvents(root: string): ChangeEvents {
  const streams = new Set<ServerResponse>();
  /** The last version sent per file: one save can be seen as several file-system events. */
  const sent = new Map<string, string | null>();
  const keepAlive = setInterval(() => {
    for (const res of streams) res.write(': still here\n\n');
  }, keepAliveMs);
  keepAlive.unref();

  return {
    subscribe(req, res) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      // Reconnect quickly after the studio restarts.
      res.write('retry: 1000\n\n');
      streams.add(res);
      req.on('close', () => streams.delete(res));
    },
    async fileChanged(abs) {
      const file = path.relative(root, abs).split(path.sep).join('/');
      if (!file.startsWith(`${configLayout.dir}/`)) return;
      const kind = configKindOf(file);
      if (kind !== 'site' && kind !== 'page' && kind !== 'fragment') return;
      const text = await readIfThere(abs).catch(() => undefined);
      const version = text === undefined ? null : versionOf(text);
      if (sent.has(file) && sent.get(file) === version) return;
      sent.set(file, version);
      const event: FileChanged = { file, version };
      for (const res of streams) res.write(`event: changed\ndata: ${JSON.stringify(event)}\n\n`);
    },
    close() {
      clearInterval(keepAlive);
      for (const res of streams) res.end();
      streams.clear();
    },
  };
}

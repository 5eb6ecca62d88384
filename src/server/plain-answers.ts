/**
 * The plain-text answers every server here gives alike (`npm start`'s static files, `npm run dev`, the studio):
 * a target that is not a path, a method the address does not take, nothing there. One wording, so a test or a
 * person sees the same answer whichever server they ask. `headers` adds the server's own (the build's security
 * headers, the studio's frame rules).
 */
import type { ServerResponse } from 'node:http';

const plain = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' };

/** 400: the request target is not a path (routes.ts parseTarget); the connection closes, as nothing after it can be trusted. */
export function sendBadTarget(res: ServerResponse, headers: Record<string, string> = {}): void {
  res.writeHead(400, { ...headers, ...plain, Connection: 'close' }).end('Bad request: the address must start with "/".\n');
}

/** 405 for an address that only reads. */
export function sendOnlyReads(res: ServerResponse, headers: Record<string, string> = {}, why = 'Only GET and HEAD are answered here.'): void {
  res.writeHead(405, { ...headers, ...plain, Allow: 'GET, HEAD' }).end(`${why}\n`);
}

export function sendNotFound(res: ServerResponse, headers: Record<string, string> = {}): void {
  res.writeHead(404, { ...headers, ...plain }).end('Not found.\n');
}

/** A redirect (routes.ts: a trailing slash, an alias), with a line of text for a client that does not follow it. */
export function sendMoved(res: ServerResponse, status: number, location: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, ...plain, Location: location }).end(`Moved to ${location}\n`);
}

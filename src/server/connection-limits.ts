/**
 * What keeps one client from taking `npm start` offline (issue 22 B2): about 20,000 slow connections from one
 * address used up the process's open files, and then no visitor could connect. Now a client may hold at most
 * MAX_CONNECTIONS_PER_CLIENT connections at once (one more is closed as soon as it is accepted, so it holds no
 * file), and a connection that is slow to send its request, or idle between two, is closed (serverTimeouts).
 * The shipped nginx configuration does the same with its own directives (src/build/deploy-nginx.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * Connections one client address may hold at once. A browser opens at most 6 to a site; a few people behind
 * one office address, a few dozen.
 */
export const MAX_CONNECTIONS_PER_CLIENT = 64;

/** Node's timeouts, in milliseconds: for the request's head, for the whole request, and for an idle kept-alive connection. */
export const serverTimeouts = {
  /** The request line and headers must arrive within this (Node's default: 60 s). */
  headersTimeout: 10_000,
  /** The whole request, body included (default 300 s; the largest body taken, a lead, is 32 KiB). */
  requestTimeout: 30_000,
  /** A connection idle after an answer is closed after this (Node's default, 5 s). */
  keepAliveTimeout: 5_000,
  /** How often the first two are checked (default 30 s, which would let a slow client stay 40 s). */
  connectionsCheckingInterval: 1_000,
} as const;

/** Closes, as soon as it is accepted, every connection beyond `max` from one client address. */
function capConnectionsPerClient(server: Server, max = MAX_CONNECTIONS_PER_CLIENT): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const client = socket.remoteAddress;
    // Gone already (reset before it was handled): nothing to count.
    if (client === undefined) return void socket.destroy();
    const count = (open.get(client) ?? 0) + 1;
    if (count > max) return void socket.destroy();
    open.set(client, count);
    socket.once('close', () => {
      const left = open.get(client)! - 1;
      if (left) open.set(client, left);
      else open.delete(client);
    });
  });
}

/** An HTTP server for `listener` with these timeouts and the per-client cap: `npm start`'s. */
export function createLimitedServer(listener: (req: IncomingMessage, res: ServerResponse) => void, max = MAX_CONNECTIONS_PER_CLIENT): Server {
  const { headersTimeout, requestTimeout, keepAliveTimeout, connectionsCheckingInterval } = serverTimeouts;
  const server = createServer({ headersTimeout, requestTimeout, connectionsCheckingInterval }, listener);
  server.keepAliveTimeout = keepAliveTimeout;
  capConnectionsPerClient(server, max);
  return server;
}

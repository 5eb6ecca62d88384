/**
 * Where the servers listen (PORT, HOST) and what they say when they cannot: one plain line and a
 * non-zero exit, never a stack trace. Shared by `npm start` / `npm run serve` and `npm run dev`.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ListenOptions {
  env: Record<string, string | undefined>;
  /** The port when PORT is not set: 4173 for the preview, 5173 for the dev server. */
  defaultPort: number;
  /** What is probably holding a busy port, for the message: "a preview", "a dev server". */
  running: string;
  /** The command a person would prefix with PORT=…: "npm start". */
  command: string;
}

/** HOST when it is not set: this computer only. HOST=0.0.0.0 lets other computers on the network in. */
export const DEFAULT_HOST = '127.0.0.1';

/** Why the server cannot listen, in one line for the person at the terminal. */
function listenProblem(error: NodeJS.ErrnoException, port: number, host: string, options: ListenOptions): string {
  const other = `PORT=${port === 65535 ? port - 1 : port + 1} ${options.command}`;
  switch (error.code) {
    case 'EADDRINUSE':
      return `port ${port} is in use — is ${options.running} already running? Stop it, or set PORT=… to use another port (e.g. ${other}).`;
    case 'EACCES':
      return `port ${port} needs more rights than this user has; set PORT=… to a port above 1023 (e.g. ${other}).`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `HOST=${host} is not an address of this computer; leave HOST unset (${DEFAULT_HOST}, this computer only) or set HOST=0.0.0.0 (every network).`;
    default:
      return `cannot listen on ${host}:${port}: ${error.message}`;
  }
}

/**
 * Starts `server` on PORT (default `defaultPort`) and HOST (default 127.0.0.1), resolving with the
 * address to show. If it cannot, prints one line and exits with status 1.
 */
export function listen(server: Server, options: ListenOptions): Promise<{ port: number; host: string; url: string }> {
  const host = options.env.HOST || DEFAULT_HOST;
  const raw = options.env.PORT ?? String(options.defaultPort);
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    console.error(`PORT=${raw} is not a port number: use a whole number from 1 to 65535 (e.g. PORT=${options.defaultPort + 1} ${options.command}).`);
    process.exit(1);
  }
  return new Promise((resolve) => {
    const cannot = (error: NodeJS.ErrnoException) => {
      console.error(listenProblem(error, port, host, options));
      process.exit(1);
    };
    server.once('error', cannot);
    server.listen(port, host, () => {
      server.off('error', cannot);
      const actual = (server.address() as AddressInfo).port;
      const shown = ['127.0.0.1', '::1', '0.0.0.0', '::'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      resolve({ port: actual, host, url: `http://${shown}:${actual}/` });
    });
  });
}

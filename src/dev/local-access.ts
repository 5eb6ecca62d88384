/**
 * Who may talk to a tool that runs on this computer (`npm run studio`, `npm run dev`). A server on localhost is
 * reachable from every website its user visits: a page elsewhere can send it requests (a `text/plain` POST or an
 * HTML form needs no permission), and a hostile domain can re-point its own name at 127.0.0.1 (DNS rebinding) and
 * then read the answers as its own. Vite, webpack-dev-server and Jupyter each had this hole. The rules here close it:
 * - Host: only the names of this computer with the server's own port (a rebound name arrives with its own name);
 * - writes (anything but GET and HEAD): from the server's own origin only, with the content type the endpoint
 *   takes (never one a cross-site form or a no-cors fetch can send), and, where the tool has one, the secret it
 *   made at launch, which only its own pages know (the Jupyter way);
 * - reads of the tool's API: never from another site (Sec-Fetch-Site).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { isIP } from 'node:net';

/** The names of this computer that are always answered. */
const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

export interface LocalAccessOptions {
  /** The listening server: its port is part of every accepted Host. */
  server: Server;
  /**
   * More names to answer, as Vite's `allowedHosts` (e.g. "my-laptop.local"): only for a server HOST opens to the
   * network. With `anyAddress`, a Host that is a bare IP address is answered too: an address cannot be rebound.
   */
  extraHosts?: readonly string[];
  anyAddress?: boolean;
  /** Make a per-launch secret and demand it on every write, in this request header (the studio, which writes files). */
  secretHeader?: string;
}

/** Why a request was refused, as its status and a sentence for whoever sent it. */
export interface Refusal {
  status: 403 | 415;
  message: string;
}

export interface LocalAccess {
  /** The per-launch secret ('' when the tool has none): put it in the tool's own HTML, never in an API answer. */
  readonly secret: string;
  /** Whether the Host header names this server; a refusal otherwise. */
  checkHost(req: IncomingMessage): Refusal | undefined;
  /**
   * The rules for a request that changes something: same origin, one of `types` as its content type, and the secret.
   * GET and HEAD pass (they change nothing and their answers cannot be read from elsewhere).
   */
  checkWrite(req: IncomingMessage, types: readonly string[]): Refusal | undefined;
  /**
   * A request another site's page makes (a script, a fetch, a picture, a frame) is refused: only a person following
   * a link (a top-level navigation) may arrive from elsewhere.
   */
  checkRead(req: IncomingMessage): Refusal | undefined;
}

/** "LocalHost:5180" → ["localhost", "5180"]; "[::1]:5180" → ["[::1]", "5180"]; undefined when not a host. */
function splitHost(value: string): [string, string] | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(value.trim());
  return match ? [match[1]!.toLowerCase(), match[2] ?? '80'] : undefined;
}

const refuse = (status: Refusal['status'], message: string): Refusal => ({ status, message });

export function createLocalAccess(options: LocalAccessOptions): LocalAccess {
  const names = new Set([...loopbackNames, ...(options.extraHosts ?? []).map((h) => h.trim().toLowerCase()).filter(Boolean)]);
  const secret = options.secretHeader ? randomBytes(24).toString('base64url') : '';
  const port = () => String((options.server.address() as AddressInfo | null)?.port ?? '');

  const hostAllowed = (host: string | undefined): boolean => {
    const parts = host ? splitHost(host) : undefined;
    if (!parts || parts[1] !== port()) return false;
    const [name] = parts;
    return names.has(name) || (Boolean(options.anyAddress) && isIP(name.replace(/^\[|\]$/g, '')) !== 0);
  };

  const fromElsewhere = (req: IncomingMessage): boolean => {
    const site = req.headers['sec-fetch-site'];
    return site !== undefined && site !== 'same-origin' && site !== 'none';
  };

  return {
    secret,
    checkHost(req) {
      if (hostAllowed(req.headers.host)) return undefined;
      return refuse(403, `This server answers only http://localhost:${port()}/ (the Host ${JSON.stringify(req.headers.host ?? '')} is not one of its names).`);
    },
    checkRead(req) {
      const navigation = req.headers['sec-fetch-mode'] === 'navigate' && req.headers['sec-fetch-dest'] === 'document';
      return fromElsewhere(req) && !navigation ? refuse(403, 'Another website may not load or read this tool’s pages and data.') : undefined;
    },
    checkWrite(req, types) {
      if (req.method === 'GET' || req.method === 'HEAD') return undefined;
      const origin = req.headers.origin;
      const sameOrigin = origin !== undefined ? origin === `http://${req.headers.host}` : req.headers['sec-fetch-site'] === 'same-origin';
      if (!sameOrigin || fromElsewhere(req)) return refuse(403, 'Changes are accepted only from this tool’s own pages (the request came from another origin, or said none).');
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!types.includes(type)) return refuse(415, `This address takes ${types.join(' or ')}, not ${JSON.stringify(type || 'no content type')}.`);
      if (secret) {
        const sent = Buffer.from(String(req.headers[options.secretHeader!.toLowerCase()] ?? ''));
        const own = Buffer.from(secret);
        if (sent.length !== own.length || !timingSafeEqual(sent, own)) {
          return refuse(403, 'The studio’s secret is missing or out of date: reload the studio’s page (it changes each time the studio starts).');
        }
      }
      return undefined;
    },
  };
}

/** Sends a refusal as plain text, or as `{ error }` for a client that speaks JSON. */
export function sendRefusal(res: ServerResponse, refusal: Refusal, json = false): void {
  const body = json ? JSON.stringify({ error: refusal.message }) : `${refusal.message}\n`;
  res.writeHead(refusal.status, { 'Content-Type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' }).end(body);
}

/** True when HOST names this computer only (a loopback address or localhost), not the network. */
export const isLoopbackHost = (host: string): boolean => /^(127(\.\d{1,3}){3}|::1|localhost)$/i.test(host);

/** Names from a comma-separated list (ALLOWED_HOSTS="my-laptop.local, studio.test"). */
export function hostList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((h) => h.trim()).filter(Boolean);
}

/**
 * What keeps one request from stopping a server (`npm start`, `npm run dev`): every request runs inside
 * its own catch, and a client that simply went away is not an error worth a stack trace.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Errors that only say the client hung up: a closed tab, an aborted upload, a dropped connection. */
const hangUpCodes = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);

/** True when `error` only means the client left before the answer was complete: nothing to report. */
function clientWentAway(req: IncomingMessage, error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (code !== undefined && hangUpCodes.has(code)) || (req.destroyed && !req.complete);
}

/**
 * A request listener that catches whatever `handler` throws or rejects with: the client gets a 500 if
 * it is still there and the answer has not started (otherwise the connection is closed, so a half
 * answer never looks whole), and the error is logged with its request line, unless the client hung up.
 */
export function guarded(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const fail = (error: unknown) => {
      // JSON.stringify: a hostile request line may hold terminal escape sequences.
      if (!clientWentAway(req, error)) console.error(`${req.method} ${JSON.stringify(req.url)} failed:`, error);
      if (res.headersSent || res.destroyed) res.destroy();
      else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('The server could not answer this request.\n');
    };
    try {
      Promise.resolve(handler(req, res)).catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

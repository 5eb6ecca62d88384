/**
 * The one way a server here reads a request's body (the lead inbox, the studio's API): whole, up to a limit.
 * A body over the limit, declared by Content-Length or counted as it arrives (a chunked one declares nothing),
 * rejects with BodyTooLarge at once, so the caller can answer 413; what the client still sends is read and
 * dropped, up to `drainBytes` more, so that answer can reach a client still sending, and past that the
 * connection is cut: a client cannot make the server read without end.
 */
import type { IncomingMessage } from 'node:http';

/** Read and dropped after the limit is passed before the connection is cut: a few round trips of a slow upload. */
export const drainBytes = 1024 * 1024;

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
  }
}

/** The body, up to `limit` bytes; rejects with BodyTooLarge past it, or with ECONNRESET when the client leaves first. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const declaredTooLarge = Number(req.headers['content-length']) > limit;
    const tooLarge = () => declaredTooLarge || size > limit;
    if (declaredTooLarge) reject(new BodyTooLarge(limit));
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (!tooLarge()) chunks.push(chunk);
      else {
        reject(new BodyTooLarge(limit));
        if (size > limit + drainBytes) req.destroy();
      }
    });
    req.on('end', () => (tooLarge() ? reject(new BodyTooLarge(limit)) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
    // A client that hangs up mid-body: an error request-guard.ts knows as "the client went away", not a hang.
    req.on('close', () => {
      if (!req.complete) reject(Object.assign(new Error('The client closed the connection before the whole body arrived.'), { code: 'ECONNRESET' }));
    });
  });
}

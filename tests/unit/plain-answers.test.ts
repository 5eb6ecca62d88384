/**
 * The plain answers every server here shares (src/server/plain-answers.ts): the same status, headers and words
 * from `npm start`, `npm run dev` and the studio, with the server's own headers kept but never overriding these.
 */
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sendBadTarget, sendMoved, sendNotFound, sendOnlyReads } from '../../src/server/plain-answers.ts';

function recorder() {
  const said = { status: 0, headers: {} as Record<string, string>, body: '' };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      Object.assign(said, { status, headers });
      return res;
    },
    end(body: string) {
      said.body = body;
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, said };
}

describe('plain answers', () => {
  const own = { 'X-Frame-Options': 'DENY', 'Content-Type': 'text/html' };

  it('a target that is not a path: 400, and the connection closes', () => {
    const { res, said } = recorder();
    sendBadTarget(res, own);
    expect(said).toEqual({ status: 400, headers: { 'X-Frame-Options': 'DENY', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'close' }, body: 'Bad request: the address must start with "/".\n' });
  });

  it('a write to an address that only reads: 405 with Allow, in the server’s words when it has some', () => {
    const { res, said } = recorder();
    sendOnlyReads(res);
    expect(said).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' }, body: 'Only GET and HEAD are answered here.\n' });
    const studio = recorder();
    sendOnlyReads(studio.res, own, 'Only the studio’s API takes changes.');
    expect(studio.said).toMatchObject({ status: 405, headers: { 'X-Frame-Options': 'DENY', 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Only the studio’s API takes changes.\n' });
  });

  it('nothing there: 404; a redirect: its status, Location and a line for a client that does not follow it', () => {
    const missing = recorder();
    sendNotFound(missing.res);
    expect(missing.said).toMatchObject({ status: 404, body: 'Not found.\n' });
    const moved = recorder();
    sendMoved(moved.res, 308, '/gap', own);
    expect(moved.said).toMatchObject({ status: 308, headers: { Location: '/gap', 'X-Frame-Options': 'DENY' }, body: 'Moved to /gap\n' });
  });
});

/** Reading requests and writing answers for the studio's API: JSON in and out, errors as `{ error }`. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, readBody } from '../../server/request-body.ts';
import { StudioError } from './file-store.ts';

/** The request's body, up to `limit` bytes; a larger one is a 413 saying `tooLarge` (request-body.ts reads it). */
export async function readBytes(req: IncomingMessage, limit: number, tooLarge: string): Promise<Buffer> {
  try {
    return await readBody(req, limit);
  } catch (error) {
    throw error instanceof BodyTooLarge ? new StudioError(413, tooLarge) : error;
  }
}

/** A page file is a few kilobytes; this leaves room for any page a person would write. */
const jsonLimit = 2 * 1024 * 1024;

/** The request's body as JSON, or a 400 saying it is not. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const bytes = await readBytes(req, jsonLimit, 'The request is too large for the studio (over 2 MB).');
  try {
    const body: unknown = JSON.parse(bytes.toString('utf8'));
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new StudioError(400, 'The request body must be a JSON object.');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendJsonText(res, status, JSON.stringify(body));
}

/** JSON already written out (a big answer made once and kept). */
export function sendJsonText(res: ServerResponse, status: number, json: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(json);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
}

/** A StudioError as its status and `{ error }`; anything else is the studio's own fault, a 500. */
export function sendError(res: ServerResponse, error: unknown): void {
  if (error instanceof StudioError) sendJson(res, error.status, { error: error.message });
  else {
    console.error('The studio could not answer:', error);
    sendJson(res, 500, { error: `The studio hit a problem it did not expect: ${(error as Error)?.message ?? String(error)}` });
  }
}

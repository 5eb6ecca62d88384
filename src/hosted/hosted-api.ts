/**
 * The hosted studio's own API, beside the studio's (/studio/api/*), behind the same sign-in:
 *   GET  /hosted/api/me                         who is signed in, their role and their draft (branch) if any
 *   GET  /hosted/api/drafts                     a publisher: every draft; an editor: their own
 *   GET  /hosted/api/drafts/<branch>/changes    each file the draft changes, before and after (JSON)
 *   POST /hosted/api/publish { branch }         a publisher only: merge, validate (--strict), push
 * Roles are enforced here, on the server; the screens only mirror them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson, sendError, sendJson } from '../studio/server/http.ts';
import { StudioError } from '../studio/server/file-store.ts';
import type { Person } from './auth/auth-handler.ts';
import { StoreError, type ContentStore, type DraftSummary, type PublishResult, type Validate } from './git/content-store.ts';
import type { HostedDrafts } from './hosted-drafts.ts';

export const hostedApiBase = '/hosted/api/';

export interface HostedApiContext {
  store: ContentStore;
  drafts: HostedDrafts;
  validate: Validate;
  /** Called before a draft is published (its studio must let go of the folder), and after it was. */
  publishing(branch: string): Promise<void>;
  published(branch: string): Promise<void>;
}

/** A publish's answer as an HTTP status: what went wrong, for a client that reads statuses only. */
const publishStatus: Record<Extract<PublishResult, { ok: false }>['reason'], number> = {
  conflict: 409,
  invalid: 422,
  unreachable: 503,
  rejected: 502,
  empty: 400,
  outside: 400,
};

/** A draft as the browser sees it: without the server's folder. */
const shown = ({ folder: _folder, ...draft }: DraftSummary) => draft;

const mayReview = (person: Person, draft: DraftSummary) => person.role === 'publisher' || draft.owner.toLowerCase() === person.email.toLowerCase();

async function routes(context: HostedApiContext, person: Person, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  const method = req.method ?? 'GET';
  const only = (allowed: string) => {
    if (method === allowed || (allowed === 'GET' && method === 'HEAD')) return;
    res.setHeader('Allow', allowed);
    throw new StudioError(405, `${pathname} answers ${allowed} only.`);
  };
  const rest = pathname.slice(hostedApiBase.length);
  if (rest === 'me') {
    only('GET');
    return sendJson(res, 200, { email: person.email, name: person.name, role: person.role, draft: (await context.drafts.draftOf(person)) ?? null });
  }
  if (rest === 'drafts') {
    only('GET');
    return sendJson(res, 200, (await context.store.listDrafts()).filter((d) => mayReview(person, d)).map(shown));
  }
  const changes = /^drafts\/(.+)\/changes$/.exec(rest);
  if (changes) {
    only('GET');
    const branch = decodeURIComponent(changes[1]!);
    const draft = (await context.store.listDrafts()).find((d) => d.branch === branch);
    if (!draft) throw new StudioError(404, `There is no draft ${JSON.stringify(branch)}.`);
    if (!mayReview(person, draft)) throw new StudioError(403, 'An editor sees their own drafts only; a publisher reviews everyone’s.');
    return sendJson(res, 200, { branch, owner: draft.owner, changes: await context.store.changes(branch) });
  }
  if (rest === 'publish') {
    only('POST');
    if (person.role !== 'publisher') throw new StudioError(403, 'Only a publisher may publish: ask one to review your draft.');
    if ((req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() !== 'application/json') throw new StudioError(415, 'Publish takes JSON: { "branch": "draft/…" }.');
    const { branch } = await readJson(req);
    if (typeof branch !== 'string') throw new StudioError(400, 'Say which draft to publish: { "branch": "draft/…" }.');
    await context.publishing(branch);
    const result = await context.store.publish(branch, { name: person.name, email: person.email }, context.validate);
    if (result.ok) await context.published(branch);
    return sendJson(res, result.ok ? 200 : publishStatus[result.reason], result);
  }
  throw new StudioError(404, `The hosted studio has no ${pathname}.`);
}

/** Answers a request under /hosted/api/ for a signed-in `person`; the store's refusals as their status and words. */
export async function handleHostedApi(context: HostedApiContext, person: Person, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  try {
    await routes(context, person, req, res, pathname);
  } catch (error) {
    sendError(res, error instanceof StoreError ? new StudioError(error.status, error.message) : error);
  }
}

/**
 * The hosted studio's own API, beside the studio's (/studio/api/*), behind the same sign-in (auth/auth-handler.ts:
 * 401 without a session, 403 for a write from another origin, before anything here runs):
 *   GET  /hosted/api/me                                   who is signed in, their role and their draft (branch) if any
 *   GET  /hosted/api/drafts                               a publisher: every draft; an editor: their own
 *   GET  /hosted/api/drafts/<branch>/changes              owner or publisher: each file the draft changes, before and after
 *   GET  /hosted/api/drafts/<branch>/conflicts            owner or publisher: what conflicts with main now, each side's text
 *   GET  /hosted/api/drafts/<branch>/pages                anyone signed in (a preview link): the pages it changes
 *   GET  /hosted/api/drafts/<branch>/preview?file&side    anyone signed in: a page rendered before or after (HTML)
 *   POST /hosted/api/drafts/<branch>/resolve { choices }  a publisher only: keep main's or the draft's side, per file
 *   POST /hosted/api/publish { branch }                   a publisher only: merge, validate (--strict), push
 *   GET  /hosted/api/history?file                         anyone signed in: who changed a file on main, when, what
 *   GET  /hosted/api/history/preview?file&commit          anyone signed in: the page as it was then (HTML)
 *   POST /hosted/api/restore { file, commit }             anyone signed in: a new draft of theirs putting it back
 * Roles are enforced here, on the server; the screens only mirror them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson, sendError, sendHtml, sendJson } from '../studio/server/http.ts';
import { StudioError } from '../studio/server/file-store.ts';
import type { Person } from './auth/auth-handler.ts';
import { StoreError, type ContentStore, type DraftSummary, type PublishResult, type Side, type Validate } from './git/content-store.ts';
import type { HostedDrafts } from './hosted-drafts.ts';
import { changedPages, draftPreview, versionPreview, type RenderIn } from './hosted-previews.ts';

export const hostedApiBase = '/hosted/api/';

export interface HostedApiContext {
  store: ContentStore;
  drafts: HostedDrafts;
  validate: Validate;
  /** Renders a file with its data in place, with the studio of a folder (a draft's, or main-view's). */
  render: RenderIn;
  /**
   * Called before a draft is published or its conflicts resolved: its studio lets go of the folder, and none starts
   * for it until the returned release is called, when git is done with it. `published` is called after a publish.
   */
  publishing(branch: string): Promise<() => void>;
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

const onlyPublishers = (person: Person, what: string) => {
  if (person.role !== 'publisher') throw new StudioError(403, `Only a publisher may ${what}: ask one to review your draft.`);
};

/** A JSON body, from the studio's own page (the sign-in's guard checked its origin). */
async function jsonBody(req: IncomingMessage, example: string): Promise<Record<string, unknown>> {
  if ((req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() !== 'application/json') throw new StudioError(415, `This takes JSON: ${example}.`);
  return readJson(req);
}

interface Request {
  context: HostedApiContext;
  person: Person;
  req: IncomingMessage;
  res: ServerResponse;
  query: URLSearchParams;
  /** What the route's pattern caught (a draft's branch, decoded). */
  branch: string;
}

/** The draft `branch`, which `person` may review (its owner or a publisher) unless `anyone`; 404 or 403 otherwise. */
async function draftFor({ context, person, branch }: Request, anyone = false): Promise<DraftSummary> {
  const draft = (await context.store.listDrafts()).find((d) => d.branch === branch);
  if (!draft) throw new StudioError(404, `There is no draft ${JSON.stringify(branch)}: it may have been published meanwhile.`);
  if (!anyone && !mayReview(person, draft)) throw new StudioError(403, 'An editor sees their own drafts only; a publisher reviews everyone’s.');
  return draft;
}

type Handler = (r: Request) => Promise<void>;

/** Each route: its method, its address after /hosted/api/ (a caught group is a draft's branch), its handler. */
const routes: [method: 'GET' | 'POST', pattern: RegExp, handler: Handler][] = [
  ['GET', /^me$/, async ({ context, person, res }) => sendJson(res, 200, { email: person.email, name: person.name, role: person.role, draft: (await context.drafts.draftOf(person)) ?? null })],
  ['GET', /^drafts$/, async ({ context, person, res }) => sendJson(res, 200, (await context.store.listDrafts()).filter((d) => mayReview(person, d)).map(shown))],
  [
    'GET',
    /^drafts\/(.+)\/changes$/,
    async (r) => {
      const draft = await draftFor(r);
      sendJson(r.res, 200, { branch: draft.branch, owner: draft.owner, changes: await r.context.store.changes(draft.branch) });
    },
  ],
  [
    'GET',
    /^drafts\/(.+)\/conflicts$/,
    async (r) => {
      const draft = await draftFor(r);
      sendJson(r.res, 200, { branch: draft.branch, conflicts: await r.context.store.conflicts(draft.branch) });
    },
  ],
  [
    'GET',
    /^drafts\/(.+)\/pages$/,
    async (r) => {
      // A preview link: any colleague signed in sees what the draft's pages will look like.
      const { branch, owner, name, commits } = await draftFor(r, true);
      sendJson(r.res, 200, { branch, owner, name, updated: commits[0]?.when ?? null, pages: changedPages(await r.context.store.changes(branch)) });
    },
  ],
  [
    'GET',
    /^drafts\/(.+)\/preview$/,
    async (r) => {
      const { branch } = await draftFor(r, true);
      sendHtml(r.res, 200, await draftPreview(r.context.store, r.context.render, r.context.drafts.mainFolder, branch, r.query.get('file'), r.query.get('side')));
    },
  ],
  [
    'POST',
    /^drafts\/(.+)\/resolve$/,
    async (r) => {
      onlyPublishers(r.person, 'choose between a draft and the published site');
      const { choices } = await jsonBody(r.req, '{ "choices": { "site-config/pages/gap.json": "main" or "draft" } }');
      if (!choices || typeof choices !== 'object' || Object.values(choices).some((side) => side !== 'main' && side !== 'draft')) {
        throw new StudioError(400, 'Say which version to keep of each file: { "choices": { "<file>": "main" or "draft" } }.');
      }
      const { branch } = await draftFor(r);
      const release = await r.context.publishing(branch);
      try {
        sendJson(r.res, 200, await r.context.store.resolve(branch, { name: r.person.name, email: r.person.email }, choices as Record<string, Side>));
      } finally {
        release();
      }
    },
  ],
  [
    'POST',
    /^publish$/,
    async ({ context, person, req, res }) => {
      onlyPublishers(person, 'publish');
      const { branch } = await jsonBody(req, '{ "branch": "draft/…" }');
      if (typeof branch !== 'string') throw new StudioError(400, 'Say which draft to publish: { "branch": "draft/…" }.');
      const release = await context.publishing(branch);
      let result;
      try {
        result = await context.store.publish(branch, { name: person.name, email: person.email }, context.validate);
        if (result.ok) await context.published(branch);
      } finally {
        release();
      }
      sendJson(res, result.ok ? 200 : publishStatus[result.reason], result);
    },
  ],
  ['GET', /^history$/, async ({ context, res, query }) => sendJson(res, 200, { file: query.get('file'), versions: await context.store.history(query.get('file') ?? '') })],
  [
    'GET',
    /^history\/preview$/,
    async ({ context, res, query }) => sendHtml(res, 200, await versionPreview(context.store, context.render, context.drafts.mainFolder, query.get('file'), query.get('commit'))),
  ],
  [
    'POST',
    /^restore$/,
    async ({ context, person, req, res }) => {
      const { file, commit } = await jsonBody(req, '{ "file": "site-config/pages/….json", "commit": "<its id>" }');
      if (typeof commit !== 'string') throw new StudioError(400, 'Say which version to restore: { "file": …, "commit": "<its id>" }.');
      const branch = await context.store.restoreAsDraft(file as string, commit, { name: person.name, email: person.email });
      sendJson(res, 201, { branch });
    },
  ],
];

async function route(context: HostedApiContext, person: Person, req: IncomingMessage, res: ServerResponse, pathname: string, query: URLSearchParams): Promise<void> {
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  const rest = pathname.slice(hostedApiBase.length);
  const matching = routes.map(([m, pattern, handler]) => ({ m, handler, match: pattern.exec(rest) })).filter((r) => r.match);
  if (!matching.length) throw new StudioError(404, `The hosted studio has no ${pathname}.`);
  const chosen = matching.find((r) => r.m === method);
  if (!chosen) {
    const allowed = [...new Set(matching.map((r) => r.m))].join(', ');
    res.setHeader('Allow', allowed);
    throw new StudioError(405, `${pathname} answers ${allowed} only.`);
  }
  const caught = chosen.match![1];
  await chosen.handler({ context, person, req, res, query, branch: caught === undefined ? '' : decodeURIComponent(caught) });
}

/** Answers a request under /hosted/api/ for a signed-in `person`; the store's refusals as their status and words. */
export async function handleHostedApi(context: HostedApiContext, person: Person, req: IncomingMessage, res: ServerResponse, pathname: string, query = new URLSearchParams()): Promise<void> {
  try {
    await route(context, person, req, res, pathname, query);
  } catch (error) {
    sendError(res, error instanceof StoreError ? new StudioError(error.status, error.message) : error instanceof URIError ? new StudioError(400, 'The address is not written correctly.') : error);
  }
}

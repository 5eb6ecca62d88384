/**
 * The hosted studio's API (src/studio/hosted-protocol.ts), one function per address, as api.ts is for the studio's:
 * a failure is an ApiError with the server's own sentence. Writes send JSON; the browser adds the Origin the server
 * checks.
 */
import { draftApi, hostedApi, type Conflict, type Draft, type DraftPages, type FileChange, type Me, type PublishAnswer, type Side, type Version } from '../../hosted-protocol.ts';
import { studioHostedMeta } from '../../protocol.ts';
import { ApiError, readJson } from '../api.ts';

/** True on the hosted studio's page (its server marks it); the local studio never asks the hosted API. */
export const isHostedPage = () => document.querySelector(`meta[name="${studioHostedMeta}"]`) !== null;

const post = (address: string, body: unknown) => fetch(address, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export const getMe = async () => readJson<Me>(await fetch(hostedApi.me));
export const listDrafts = async () => readJson<Draft[]>(await fetch(hostedApi.drafts));
export const draftChanges = async (branch: string) => (await readJson<{ changes: FileChange[] }>(await fetch(draftApi(branch, 'changes')))).changes;
export const draftConflicts = async (branch: string) => (await readJson<{ conflicts: Conflict[] }>(await fetch(draftApi(branch, 'conflicts')))).conflicts;
export const draftPages = async (branch: string) => readJson<DraftPages>(await fetch(draftApi(branch, 'pages')));

/** The address of a page of a draft rendered before or after it (HTML). */
export const draftPreviewUrl = (branch: string, file: string, side: 'before' | 'after') => `${draftApi(branch, 'preview')}?${new URLSearchParams({ file, side }).toString()}`;
export const versionPreviewUrl = (file: string, commit: string) => `${hostedApi.versionPreview}?${new URLSearchParams({ file, commit }).toString()}`;

/** Publishes: every answer is the server's, in words (a refusal is not an error here, but what to show). */
export async function publish(branch: string): Promise<PublishAnswer> {
  const response = await post(hostedApi.publish, { branch });
  const body = (await response.json().catch(() => undefined)) as PublishAnswer | { error?: string } | undefined;
  if (body && 'ok' in body) return body;
  throw new ApiError(body && 'error' in body && body.error ? body.error : `Publishing failed: the studio answered ${response.status}.`, response.status);
}

export const resolveConflicts = async (branch: string, choices: Record<string, Side>) => readJson<{ message: string; resolved: boolean; shared: true | string }>(await post(draftApi(branch, 'resolve'), { choices }));
export const fileHistory = async (file: string) => (await readJson<{ versions: Version[] }>(await fetch(`${hostedApi.history}?${new URLSearchParams({ file }).toString()}`))).versions;
export const restoreVersion = async (file: string, commit: string) => readJson<{ branch: string }>(await post(hostedApi.restore, { file, commit }));

/** An HTML page the server renders (a preview), as text for a frame's srcdoc. */
export async function fetchHtml(address: string): Promise<string> {
  const response = await fetch(address);
  if (!response.ok) await readJson(response);
  return response.text();
}

/** Ends the session; where the browser goes next (the identity provider's sign-out, or the studio's "Signed out"). */
export async function signOut(): Promise<string> {
  const response = await fetch(hostedApi.logout, { method: 'POST', headers: { accept: 'application/json' } });
  return (await readJson<{ next: string }>(response)).next;
}

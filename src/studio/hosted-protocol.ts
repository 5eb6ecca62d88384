/**
 * The contract between the studio app's hosted screens (src/studio/app/hosted/) and the hosted studio's own API
 * (src/hosted/hosted-api.ts, which says who may call what): its addresses and the shapes of its answers.
 */

export type StudioRole = 'editor' | 'publisher';

export const hostedApi = {
  me: '/hosted/api/me',
  drafts: '/hosted/api/drafts',
  publish: '/hosted/api/publish',
  history: '/hosted/api/history',
  versionPreview: '/hosted/api/history/preview',
  restore: '/hosted/api/restore',
  /** The sign-in's own address (src/hosted/auth/auth-handler.ts): a POST from the studio's page signs out. */
  logout: '/auth/logout',
} as const;

/** An address about one draft: /hosted/api/drafts/<branch, encoded>/<what>. */
export const draftApi = (branch: string, what: 'changes' | 'conflicts' | 'pages' | 'preview' | 'resolve') => `${hostedApi.drafts}/${encodeURIComponent(branch)}/${what}`;

/** GET me: who is signed in, and the branch of their draft once their first save started it. */
export interface Me {
  email: string;
  name: string;
  role: StudioRole;
  draft: string | null;
}

/** A commit: a save in a draft, or a version of a file on main. */
export interface Version {
  commit: string;
  author: { name: string; email: string };
  /** ISO 8601. */
  when: string;
  message: string;
}

/** GET drafts: each draft the person may review. */
export interface Draft {
  branch: string;
  name: string;
  owner: string;
  /** Newest first. */
  commits: Version[];
  files: string[];
  pages: string[];
  /** True when the team's repository has its last save. */
  shared: boolean;
}

/** One file a draft changes, before (at the fork) and after (in the draft), for the review. */
export interface FileChange {
  file: string;
  status: 'added' | 'modified' | 'deleted';
  /** The texts, for a text file; a picture in PNG or JPEG has none (`binary`). */
  before?: string;
  after?: string;
  binary: boolean;
  /** What changed, in words. */
  words: string;
}

/** GET drafts/<branch>/pages: what a preview link shows. */
export interface DraftPages {
  branch: string;
  owner: string;
  name: string;
  updated: string | null;
  pages: { file: string; status: FileChange['status']; address?: string; title?: string; words: string }[];
}

/** A file the draft and main both changed where git cannot merge them: the three texts, and each side in words. */
export interface Conflict {
  file: string;
  /** The file as it was when the draft began, on main now, and in the draft (undefined: no such file on that side). */
  base?: string;
  main?: string;
  draft?: string;
  /** What main's change and the draft's were, in words ("Edit /gap: hero heading"), and who changed it on main. */
  mainChange: string;
  draftChange: string;
  mainBy: string[];
}

export type Side = 'main' | 'draft';

/** POST publish's answer; its status says the same (200, 409, 422, 503, 502, 400). */
export type PublishAnswer =
  | { ok: true; commit: string; message: string }
  | { ok: false; reason: 'conflict'; message: string; conflicts: Conflict[] }
  | { ok: false; reason: 'invalid'; message: string; words: string }
  | { ok: false; reason: 'unreachable' | 'rejected' | 'empty' | 'outside'; message: string };

/**
 * What the studio's server (scripts/studio.ts, src/studio/server/) and its browser app (src/studio/app/) agree on:
 * the addresses of its API and the shapes they send. Everything is JSON unless said otherwise; every error answer is
 * `{ error: string }` with a 4xx/5xx status, worded for the person using the studio.
 *
 * The studio edits the same files a person edits by hand (site-config/), checks them with the same validator
 * (src/engine/load-site.ts) and previews them with the same renderer as the build (src/render/render-page.tsx).
 */
import type { Problem } from '../engine/problems.ts';

/** Where the API lives, under the studio's own origin (http://localhost:<port>). */
export const studioApi = {
  /** GET → FileList. */
  files: '/studio/api/files',
  /** GET ?file=<site-config/…json> → OpenedFile. PUT SaveRequest → SaveResult (200) | Conflict (409). */
  file: '/studio/api/file',
  /** POST CheckRequest → CheckResult: the whole site validated with this one file replaced by the draft. */
  check: '/studio/api/check',
  /** POST PreviewRequest → text/html: the page as the build renders it (or a page listing the problems that stop it). */
  preview: '/studio/api/preview',
  /** GET ?address=… → AddressCheck (is it free and well-formed?). GET ?title=… → TitleCheck. POST NewPageRequest → NewPageResult (201). */
  newPage: '/studio/api/new-page',
  /** GET ?from=<starting point id>&title=<whole title> → FooterChoice: the footer groups a new page can be listed under. */
  footerGroups: '/studio/api/footer-groups',
  /** GET → StartingPoint[]: the recipes and existing pages a new page can start from. */
  startingPoints: '/studio/api/starting-points',
  /**
   * GET → ImageFile[]. POST ?name=<file name> with the image's bytes as the body (Content-Type: its image type) →
   * ImageFile (201). DELETE ?path=/images/<name> → 204, for a picture uploaded since the studio started and unused.
   */
  images: '/studio/api/images',
  /** GET → Schemas: every schema, `$ref`s resolved, with each block's palette entry. */
  schemas: '/studio/api/schemas',
  /** GET → LinkTargets: the pages (with their anchors) and named links a link field may point at. */
  links: '/studio/api/links',
  /** GET, text/event-stream: one `changed` event (data: FileChanged) whenever a file under site-config/ changes on disk. */
  events: '/studio/api/events',
} as const;

/**
 * The studio's per-launch secret (src/dev/local-access.ts): the server writes it into the app's HTML as
 * `<meta name="studio-secret">`, and the app sends it in this header with every request that changes something.
 * Another website can neither read the HTML nor guess the secret, so it cannot write through the studio.
 */
export const studioSecret = { meta: 'studio-secret', header: 'x-studio-secret' } as const;

/**
 * The hosted studio (src/hosted/) marks the app's page with this meta: only then does the app ask /hosted/api/me and
 * show who is signed in, the drafts, the review and the history. The local studio's page has no such meta.
 */
export const studioHostedMeta = 'studio-hosted';

export type FileState = 'valid' | 'warnings' | 'errors';

export interface FileSummary {
  /** Relative to the project root, as problems write it: "site-config/pages/gap.json". */
  file: string;
  kind: 'site' | 'page' | 'fragment';
  /** The addresses the file renders ("/gap"; several for a family; none for a fragment or site.json). */
  addresses: string[];
  /** The page's title, the fragment's name, or "Site settings". */
  title: string;
  state: FileState;
  /** How many errors and warnings `npm run validate` reports in this file. */
  errors: number;
  warnings: number;
}

export interface FileList {
  files: FileSummary[];
}

/** A file as it is on disk now. `version` is a hash of `text`: a save names the version it was based on. */
export interface OpenedFile extends FileProblems {
  file: string;
  kind: FileSummary['kind'];
  text: string;
  /** The parsed document, or null when the text is not valid JSON (then `problems` says why). */
  data: unknown;
  version: string;
}

/**
 * The problems `npm run validate` finds, for the editor of one file: every problem in that file, and of the other
 * files only how many there are and their first error (the one "Saved, with 2 problems (in other files)" goes to).
 * The editor shows no other file's problem; sent whole, at 10,000 pages they were 4.4 MB with every save and check.
 */
export interface FileProblems {
  /** The file's own problems, then the first error of another file, if any. */
  problems: Problem[];
  /** How many problems, and of them errors, the other files have. */
  elsewhere: { problems: number; errors: number };
}

export interface SaveRequest {
  file: string;
  data: unknown;
  /** The version the edit started from; a different version on disk is a conflict. */
  baseVersion: string;
  /** Write even though the file changed on disk (the person chose "keep mine"). */
  force?: boolean;
}

/** Saved: the file's new text (changed only where the data changed, formatting and key order kept) and version. */
export interface SaveResult extends FileProblems {
  file: string;
  text: string;
  version: string;
}

/** 409: the file changed on disk since `baseVersion`; nothing was written. */
export interface Conflict {
  conflict: true;
  file: string;
  /** What is on disk now. */
  text: string;
  data: unknown;
  version: string;
}

export interface CheckRequest {
  file: string;
  data: unknown;
}

/** What `npm run validate` would report if the draft were saved, as the file's editor needs it (FileProblems). */
export type CheckResult = FileProblems;

export interface PreviewRequest {
  file: string;
  data: unknown;
  /** Which of the file's addresses to show (a family has several); default the first. */
  address?: string;
}

/** Whether a new page's title (the whole of it, brand included) can be used, asked of the validator before the page is made. */
export interface TitleCheck {
  /** The title checked, as sent. */
  title: string;
  ok: boolean;
  /** Why not, in plain words: another page has it, or it is too short or too long. */
  message?: string;
  /** The site's name (site.json brand.name), which titles end with: "Tire Care | Owl Admin". */
  brand: string;
}

export interface AddressCheck {
  ok: boolean;
  /** Why not, in the validator's words ("/gap is taken by site-config/pages/gap.json"). */
  message?: string;
  /** A likely meant address ("did you mean /tire-wheel-protection?"). */
  suggestion?: string;
}

export interface StartingPoint {
  /** "recipe:plan" for a recipe, or a page file ("site-config/pages/gap.json") to copy. */
  id: string;
  label: string;
  description: string;
}

export interface NewPageRequest {
  from: string;
  address: string;
  title: string;
  /**
   * The footer group (its heading, as site.json writes it) whose links end with one to the new page, labelled with
   * the title without the site's name. Absent or empty: the footer is left as it is.
   */
  footerGroup?: string;
}

export interface NewPageResult {
  file: string;
  /**
   * Only when a footer group was asked for: site.json now links to the page there, or it was left unchanged and
   * `message` says why (the page is made either way).
   */
  footer?: { linked: true; group: string } | { linked: false; message: string };
}

/** Where a new page can be listed in the footer, so visitors find it (a page nothing links to is a warning). */
export interface FooterChoice {
  /** The title asked about, as sent. */
  title: string;
  /** The words the link would show: the title without the site's name ("Tire Care"). */
  label: string;
  /** The footer's group headings, in order. */
  groups: string[];
  /**
   * The group to preselect: for the plan recipe, the one whose links share most of the title's words (else the one
   * linking the most plan pages); for a copy, the group that links the page copied; none for a blank page.
   */
  suggested?: string;
}

export interface ImageFile {
  /** Site path: "/images/rv.svg". */
  path: string;
  width: number;
  height: number;
  /** After an upload: what is wrong with it that still let it in (a picture far larger than any screen), and what to do. */
  warning?: string;
  /** Uploaded since the studio started and used by no page yet: the picker offers to delete it. */
  unused?: boolean;
}

/** One block type as the palette offers it. */
export interface PaletteEntry {
  type: string;
  /** Plain-language name (the schema's title) and what it is for (its description). */
  name: string;
  description: string;
  /** Other words people use for it (the schema's x-aliases), for search. */
  aliases: string[];
  /** The schema's first example: a section to insert, and to render as the palette's preview. */
  example: unknown;
}

export interface Schemas {
  /** Each is a self-contained JSON Schema (every `$ref` inlined or under its own `definitions`). */
  page: unknown;
  fragment: unknown;
  site: unknown;
  /** Each block type's schema, by type. */
  blocks: Record<string, unknown>;
  palette: PaletteEntry[];
}

export interface LinkTargets {
  pages: { address: string; title: string; anchors: { id: string; label: string }[] }[];
  /** `@name` links (site.json links plus email/phone/sms) with what they resolve to. */
  named: { name: string; href: string }[];
  /** `{{name}}` values available on every page. */
  values: { name: string; value: string }[];
}

export interface FileChanged {
  file: string;
  /** The new version, or null when the file was deleted. */
  version: string | null;
}

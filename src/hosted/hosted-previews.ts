/**
 * The rendered pages of the hosted studio's review, preview links and history: a draft's page before (main as
 * published, with the file as it was when the draft began) and after (the draft's own folder), and a page as it was
 * in an earlier version. Each is the local studio's preview (src/studio/server/preview.ts), rendered by the studio of
 * the folder it belongs to, with the file's text from git put in place.
 */
import { StudioError } from '../studio/server/file-store.ts';
import type { ContentStore, FileChange } from './git/content-store.ts';
import { rolesFile } from './git/store-paths.ts';

/** Renders a file with `data` in place, with the studio of `folder`. */
export type RenderIn = (folder: string, request: { file: string; data: unknown; address?: string }) => Promise<string>;

/** A file of a draft the review can show as a page: a page, shared sections or the site's settings. */
export interface ChangedPage {
  file: string;
  status: FileChange['status'];
  /** The page's address ("/tire-care"), when the file is a page. */
  address?: string;
  /** Its title, when it has one. */
  title?: string;
  /** What changed, in words. */
  words: string;
}

const isShowable = (file: string) => file.startsWith('site-config/') && file.endsWith('.json') && file !== rolesFile;

const dataOf = (text: string | undefined): Record<string, unknown> | undefined => {
  try {
    const data: unknown = text === undefined ? undefined : JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** The files a draft changes that render as pages, with their addresses and titles (the preview link's list). */
export function changedPages(changes: readonly FileChange[]): ChangedPage[] {
  return changes
    .filter((change) => isShowable(change.file))
    .map(({ file, status, before, after, words }) => {
      const data = dataOf(after) ?? dataOf(before);
      const address = typeof data?.path === 'string' ? data.path : undefined;
      const title = typeof data?.title === 'string' ? data.title : undefined;
      return { file, status, words, ...(address ? { address } : {}), ...(title ? { title } : {}) };
    });
}

/** The data to render, or a 422 saying why there is none. */
function renderable(text: string | undefined, file: string, when: string): Record<string, unknown> {
  if (text === undefined) throw new StudioError(404, `${file} did not exist ${when}.`);
  const data = dataOf(text);
  if (!data) throw new StudioError(422, `${file} ${when} is not a JSON object, so it cannot be shown as a page.`);
  return data;
}

/**
 * A draft's page before or after: "before" is the file as the draft began, shown in main as published (mainFolder);
 * "after" the file as last saved in the draft, shown in the draft's own folder (with its other changes: a new page's
 * footer link, its pictures).
 */
export async function draftPreview(store: ContentStore, render: RenderIn, mainFolder: string, branch: string, file: unknown, side: unknown): Promise<string> {
  if (typeof file !== 'string' || !isShowable(file)) throw new StudioError(400, 'Say which page to show: ?file=site-config/pages/….json');
  if (side !== 'before' && side !== 'after') throw new StudioError(400, 'Say which side to show: ?side=before or ?side=after.');
  const change = (await store.changes(branch)).find((c) => c.file === file);
  if (!change) throw new StudioError(404, `This draft does not change ${file}.`);
  if (side === 'before') return render(mainFolder, { file, data: renderable(change.before, file, 'before this draft') });
  return render(await store.folder(branch), { file, data: renderable(change.after, file, 'in this draft') });
}

/** A page as it was in an earlier version (`commit`), shown in main as published. */
export async function versionPreview(store: ContentStore, render: RenderIn, mainFolder: string, file: unknown, commit: unknown): Promise<string> {
  if (typeof file !== 'string' || !isShowable(file)) throw new StudioError(400, 'Say which page to show: ?file=site-config/pages/….json');
  if (typeof commit !== 'string') throw new StudioError(400, 'Say which version to show: ?commit=<its id>.');
  return render(mainFolder, { file, data: renderable(await store.fileAt(commit, file), file, `in version ${commit.slice(0, 7)}`) });
}

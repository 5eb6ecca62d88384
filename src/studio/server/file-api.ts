/**
 * Opening, checking and saving one config file. A save names the version it started from: if the file changed
 * on disk since (git, an editor, another tab), nothing is written and the answer is a conflict, unless the
 * person chose to keep their version.
 */
import { parseJsonText } from '../../engine/json-source.ts';
import type { CheckResult, Conflict, FileList, OpenedFile, SaveResult } from '../protocol.ts';
import { ChangedMeanwhile, configPath, readIfThere, StudioError, versionOf, writeWhole } from './file-store.ts';
import { editedText, newFileText } from './save-edits.ts';
import { problemsFor, problemsOf, summarise, type SiteRun, type SiteState } from './site-state.ts';

export interface FileApiContext {
  root: string;
  state: SiteState;
}

/** The JSON of `text`, or null when it is not JSON (the problems then say where). */
function parsed(text: string): unknown {
  try {
    return parseJsonText(text);
  } catch {
    return null;
  }
}

export async function listFiles({ state }: FileApiContext): Promise<FileList> {
  return { files: summarise(await state.current()) };
}

export async function openFile({ root, state }: FileApiContext, file: unknown): Promise<OpenedFile> {
  const at = await configPath(root, file);
  const text = await readIfThere(at.abs);
  if (text === undefined) throw new StudioError(404, `${at.file} does not exist (it may have been deleted or renamed).`);
  return { file: at.file, kind: at.kind, text, data: parsed(text), version: versionOf(text), ...problemsFor(problemsOf((await state.current()).loaded), at.file) };
}

/** The text a save of `data` would write: the file edited where the data changed, or a new file. */
function textToSave(current: string | undefined, data: unknown): Promise<string> {
  return current === undefined ? newFileText(data) : editedText(current, data);
}

export async function checkDraft({ root, state }: FileApiContext, body: Record<string, unknown>): Promise<CheckResult> {
  const at = await configPath(root, body.file);
  const text = await textToSave(await readIfThere(at.abs), body.data);
  const run = await state.withDraft(at.file, at.kind, text);
  return problemsFor(problemsOf(run.loaded), at.file);
}

/** Saves run one at a time, so two saves of one file never both pass the version check. */
let saving: Promise<unknown> = Promise.resolve();

export function saveFile(context: FileApiContext, body: Record<string, unknown>): Promise<{ status: 200; body: SaveResult } | { status: 409; body: Conflict }> {
  const next = saving.then(() => save(context, body));
  saving = next.catch(() => undefined);
  return next;
}

async function save({ root, state }: FileApiContext, body: Record<string, unknown>): Promise<{ status: 200; body: SaveResult } | { status: 409; body: Conflict }> {
  const at = await configPath(root, body.file);
  if (body.data === undefined) throw new StudioError(400, 'Nothing to save: the request has no "data".');
  const current = await readIfThere(at.abs);
  const onDisk = current === undefined ? '' : versionOf(current);
  const conflict = async () => {
    const now = await readIfThere(at.abs);
    return { status: 409 as const, body: { conflict: true as const, file: at.file, text: now ?? '', data: now === undefined ? null : parsed(now), version: now === undefined ? '' : versionOf(now) } };
  };
  if (onDisk !== body.baseVersion && body.force !== true) return conflict();
  const text = await textToSave(current, body.data);
  let after: Promise<SiteRun> | undefined;
  if (text !== current) {
    // Checked again just before the file is replaced: an editor may save while this one is being written.
    const written = writeWhole(at.file, at.abs, text, onDisk);
    // The draft validated while it is written: the run the save answers with (state.saved takes it), and the one the
    // editor's check of the same draft, sent a moment later, finds. Validated after the write instead, the save and
    // that check each validated the whole site, on the one thread.
    state.withDraft(at.file, at.kind, text).catch(() => undefined);
    after = state.saved(at.file, at.kind, text, written);
    try {
      await written;
    } catch (error) {
      if (error instanceof ChangedMeanwhile) return conflict();
      throw error;
    }
  }
  return { status: 200, body: { file: at.file, text, version: versionOf(text), ...problemsFor(problemsOf((await (after ?? state.current())).loaded), at.file) } };
}

/**
 * The site as the validator sees it, for the studio: one `loadSite`-equivalent run over the files on disk,
 * kept until a file changes, and the same run with one file replaced by a draft (what `npm run validate`
 * would say if the draft were saved). Both go through the engine's own loadFromFiles, so problems are the
 * validator's, word for word.
 */
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { configKindOf, configLayout, listPublicFiles, readConfigFolder, type ConfigFile, type ConfigKind, type ReadTexts } from '../../engine/config-files.ts';
import { writtenAddresses } from '../../engine/cross-checks.ts';
import { fillValues } from '../../engine/substitution.ts';
import { blockHooks } from '../../blocks/node-registry.ts';
import { loadFromFiles, publicImageSizes, type Loaded } from '../../engine/load-site.ts';
import { isWarning, type Problem } from '../../engine/problems.ts';
import { readLoosely } from '../../engine/json-source.ts';
import { pageMemory } from './page-memory.ts';
import { unsafePictures } from '../../engine/svg-safety.ts';
import { createSchemaValidator, type SchemaValidator } from '../../engine/schema-validator.ts';
import type { SiteModel } from '../../engine/types.ts';
import type { FileProblems, FileSummary } from '../protocol.ts';

/** One run over the files on disk. */
export interface SiteRun {
  files: ConfigFile[];
  loaded: Loaded;
}

export interface SiteState {
  /** The files on disk, validated; reused until `changed` is called. */
  current(): Promise<SiteRun>;
  /**
   * The site validated with `file` holding `text` instead of what is on disk (or added, for a new file).
   * `last`: read after every other file, so what two files share (an address) is blamed on this one.
   */
  withDraft(file: string, kind: ConfigKind, text: string, options?: { last?: boolean }): Promise<SiteRun>;
  /** The last run without errors, for what needs a whole model (link targets) while a file has mistakes. */
  lastGood(): SiteModel | undefined;
  /**
   * Something on disk changed (`configFile`, a file of site-config/ as the site names it, when the watcher says which):
   * the next `current()` reads again (and recompiles the schemas if they changed), unless every file of site-config/
   * reported reads as the run holds it.
   */
  changed(what: 'content' | 'schemas', configFile?: string): void;
  /**
   * The studio is writing `text` to `file` (`written` settles when it is in place): the site as it will be on disk.
   * Asked for meanwhile, the site is this run: the watcher may report the file gone for a moment as it is swapped in
   * (file-store.ts), and a link picker that asked then validated the site without it. When the last draft checked was
   * exactly that text over the files as they still are, its run is the answer, not a second validation.
   */
  saved(file: string, kind: ConfigKind, text: string, written: Promise<void>): Promise<SiteRun>;
  validator(): SchemaValidator;
}

/** The files under `dir` with their sizes and times of change: equal stamps, the same files (about 1 ms for schemas/). */
function filesStamp(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(file);
      return `${file}:${size}:${mtimeMs}`;
    })
    .sort()
    .join('\n');
}

/** Every problem of a run, errors and warnings. */
export function problemsOf(loaded: Loaded): Problem[] {
  return loaded.ok ? loaded.warnings : loaded.problems;
}

/** The problems in `file` first, then the rest: what the person editing `file` reads first. */
export function fileFirst(problems: readonly Problem[], file: string): Problem[] {
  return [...problems.filter((p) => p.file === file), ...problems.filter((p) => p.file !== file)];
}

/** What the editor of `file` is sent of a run's problems (protocol.ts, FileProblems). */
export function problemsFor(problems: readonly Problem[], file: string): FileProblems {
  const own: Problem[] = [];
  let firstError: Problem | undefined;
  let others = 0;
  let errors = 0;
  for (const problem of problems) {
    if (problem.file === file) own.push(problem);
    else {
      others++;
      if (!isWarning(problem)) {
        errors++;
        firstError ??= problem;
      }
    }
  }
  return { problems: firstError ? [...own, firstError] : own, elsewhere: { problems: others, errors } };
}

export function createSiteState(root: string, env: Record<string, string | undefined>): SiteState {
  let validator: SchemaValidator | undefined;
  let run: Promise<SiteRun> | undefined;
  let good: SiteModel | undefined;
  let sizeOf = publicImageSizes(root);

  const schemasDir = path.join(root, configLayout.schemasDir);
  let compiledFrom: string | undefined;
  // Compiled again when a schema file is added, removed or written: the watcher says so too, but it is blind to the
  // first moment after the studio starts, and its word arrives after the request that needs the new schemas.
  const getValidator = () => {
    const stamp = filesStamp(schemasDir);
    if (stamp !== compiledFrom) {
      // The files on disk were checked against the old schemas: the next current() reads them again.
      if (compiledFrom !== undefined) {
        run = undefined;
        reported = undefined;
      }
      validator = undefined;
    }
    compiledFrom = stamp;
    return (validator ??= createSchemaValidator(schemasDir));
  };

  const memory = pageMemory(root, env);
  /**
   * The last draft validated, with the other files it was validated with. The editor's check and its preview ask
   * for the same draft after each edit, and a save writes the draft last checked: each validated the whole site
   * again (some 0.4 s at 10,000 pages). Kept while those files are unchanged (the same texts, read again each time:
   * config-files.ts keeps an unchanged file's text) and no picture or schema was reported changed.
   */
  let lastDraft: { file: string; kind: ConfigKind; text: string; others: ConfigFile[]; unread: string[]; unreadable: Problem[]; result: Promise<SiteRun> } | undefined;
  const sameFiles = (a: readonly ConfigFile[], b: readonly ConfigFile[]) => a.length === b.length && a.every((f, i) => f.file === b[i]!.file && f.kind === b[i]!.kind && f.text === b[i]!.text);
  const sameList = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => JSON.stringify(x) === JSON.stringify(b[i]));
  const draftOver = (file: string, kind: ConfigKind, text: string, others: ConfigFile[], unread: string[], unreadable: Problem[]) =>
    lastDraft && lastDraft.file === file && lastDraft.kind === kind && lastDraft.text === text && sameFiles(lastDraft.others, others) && sameList(lastDraft.unread, unread) && sameList(lastDraft.unreadable, unreadable)
      ? lastDraft
      : undefined;
  // What was read of site-config/, by file: a file unchanged on disk since is not read again (config-files.ts).
  const texts: ReadTexts = new Map();
  /**
   * The last read of site-config/, kept until the watcher reports a change (changed()) or a save writes (saved()), as
   * the run is: at 10,000 pages, making sure of every file's size and date took some 70 ms of each check and preview.
   */
  const folder = keptUntilForgotten(() => readConfigFolder(root, texts));
  const readFolder = folder.get;

  /** The files on disk, read and validated. */
  const diskRun = () =>
    readFolder().then(async ({ files, unread, unreadable }) => {
      const result = await validate(files, unread, unreadable);
      if (result.loaded.ok) good = result.loaded.model;
      return result;
    });

  /**
   * public/'s files and the pictures among them that may not be published, kept until the watcher reports a change
   * that is not a page's: every SVG was read again for each check (some 20 ms of it).
   */
  const pictures = keptUntilForgotten(() => listPublicFiles(root).then(async (publicFiles) => ({ publicFiles, unsafe: await unsafePictures(root, publicFiles) })));

  /** The run before the watcher reported files of site-config/, and those files: kept if they read as it holds them. */
  let reported: { kept: Promise<SiteRun>; files: Set<string> } | undefined;

  /** `run`, if the file of site-config/ `file` still reads as it holds it (the studio's own save, reported). */
  const stillHolds = async (run: SiteRun, file: string) => {
    const text = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
    return run.files.some((f) => f.file === file && f.text === text);
  };

  /** The files on disk, validated; reused until a file changes. */
  function currentRun(): Promise<SiteRun> {
    if (!run && reported) {
      // Checked when the run is next needed, not at the watcher's word: a save swaps the file out and back in
      // (file-store.ts), and the watcher may see it gone for a moment.
      const { kept, files } = reported;
      // A save that failed (the file changed meanwhile, a full disk) left no run to keep.
      run = kept.then(
        async (r) => ((await Promise.all([...files].map((f) => stillHolds(r, f)))).every(Boolean) ? r : diskRun()),
        () => diskRun(),
      );
    }
    reported = undefined;
    run ??= diskRun();
    const now = run;
    // A failed read is not kept: the next request tries again.
    now.catch(() => (run = run === now ? undefined : run));
    return now;
  }

  async function validate(files: ConfigFile[], unread: string[], unreadable: Problem[]): Promise<SiteRun> {
    const { publicFiles, unsafe } = await pictures.get();
    const fileProblems = [...unreadable, ...unsafe];
    const validator = getValidator();
    const cache = await memory({ files, publicFiles });
    const loaded = loadFromFiles(files, { root, env, blockHooks, validator, publicFiles, unread, fileProblems, sizeOf, cache });
    return { files, loaded };
  }

  return {
    validator: getValidator,
    current: currentRun,
    async withDraft(file, kind, text, options = {}) {
      // A draft that is what the disk holds (the check just after a save, a preview of an unedited page) is the run
      // over the disk, made once for every request until a file changes.
      if (!options.last && (run || reported)) {
        const onDisk = await currentRun().catch(() => undefined);
        if (onDisk?.files.some((f) => f.file === file && f.kind === kind && f.text === text)) return onDisk;
      }
      const { files, unread, unreadable } = await readFolder();
      // Being edited now: a repeated title is blamed on this copy, as the validator blames the newer file.
      const draft: ConfigFile = { kind, file, text, modified: Date.now() };
      const others = files.filter((f) => f.file !== file);
      if (options.last) return validate([...others, draft], unread, unreadable);
      const kept = draftOver(file, kind, text, others, unread, unreadable);
      if (kept) return kept.result;
      // Otherwise where the validator reads it (readConfigFolder's order), so its messages are word for word the same.
      const at = others.findIndex((f) => f.file > file);
      const result = validate(at < 0 ? [...others, draft] : [...others.slice(0, at), draft, ...others.slice(at)], unread, unreadable);
      lastDraft = { file, kind, text, others, unread, unreadable, result };
      result.catch(() => (lastDraft = lastDraft?.result === result ? undefined : lastDraft));
      return result;
    },
    saved(file, kind, text, written) {
      run = undefined;
      reported = undefined;
      // Read once the file is written: a read kept from before holds the file as it was.
      const now = written.then(() => {
        folder.forget();
        return readFolder();
      }).then(async ({ files, unread, unreadable }) => {
        sizeOf = publicImageSizes(root);
        const kept = draftOver(file, kind, text, files.filter((f) => f.file !== file), unread, unreadable);
        const result = kept ? { files, loaded: (await kept.result).loaded } : await validate(files, unread, unreadable);
        if (result.loaded.ok) good = result.loaded.model;
        return result;
      });
      run = now;
      now.catch(() => (run = run === now ? undefined : run));
      return now;
    },
    lastGood: () => good,
    changed(what, file) {
      const configFile = what === 'content' && file !== undefined;
      // A file the site never reads: an editor's swap file, a save's temporary file where it cannot go to .cache/.
      if (configFile && configKindOf(file) === 'ignored') return;
      if (what === 'content') folder.forget();
      // The watcher's word of a save this studio made (or of a file written with the same words): the run the save
      // made holds that text already. Validating the whole site again for it cost some 0.3 s at 10,000 pages, in
      // the way of the save's answer, with the link picker waiting on it.
      const kept = run ?? reported?.kept;
      reported = kept && configFile ? { kept, files: new Set([...(reported?.files ?? []), file]) } : undefined;
      run = undefined;
      if (!configFile) {
        // A file of site-config/ is compared by its text before the kept draft is given again (draftOver), so its
        // news keeps it: the watcher's word of the studio's own save came, now and then, before that save asked for
        // the kept run (1.3 s for the save, where the kept run takes 0.2, at 10,000 pages). A picture or a schema is
        // not compared, nor is a change the watcher does not name.
        lastDraft = undefined;
        pictures.forget();
        sizeOf = publicImageSizes(root); // a picture may have been replaced
      }
      if (what === 'schemas') validator = undefined;
    },
  };
}

/** What `make` gives, made once and kept until forgotten; a failure is not kept (the next asker tries again). */
function keptUntilForgotten<T>(make: () => Promise<T>): { get: () => Promise<T>; forget: () => void } {
  let kept: Promise<T> | undefined;
  return {
    get() {
      if (!kept) {
        const making = make();
        kept = making;
        making.catch(() => (kept = kept === making ? undefined : kept));
      }
      return kept;
    },
    forget: () => (kept = undefined),
  };
}

/** A file's data read as far as it goes (a file mid-edit still shows its title and address). */
export function looseData(text: string): Record<string, unknown> {
  const data: unknown = readLoosely(text);
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/** The name an include uses for a fragment file: site-config/fragments/landing.json → "landing". */
export function fragmentName(file: string): string {
  return file.slice(configLayout.fragmentsDir.length + 1).replace(/\.json$/, '');
}

/** A family page's title as its first variant shows it ("{{pageTitle}}" says nothing in a list of pages). */
function familyTitle(title: string, family: unknown): string {
  const variants = (family as { variants?: Record<string, { values?: Record<string, string> }> } | undefined)?.variants;
  const first = variants && typeof variants === 'object' ? Object.values(variants)[0] : undefined;
  return first?.values ? fillValues(title, first.values) : title;
}

/**
 * A file's title and addresses, read from its text once: the pages list is made again after every change, and at
 * 10,000 pages reading every file again took 0.8 s (the text is compared, so a changed file is read again).
 */
const named = new Map<string, { kind: ConfigKind; text: string; title: string; addresses: string[] }>();
function nameOf(file: string, kind: ConfigKind, text: string): { title: string; addresses: string[] } {
  const kept = named.get(file);
  if (kept && kept.text === text && kept.kind === kind) return kept;
  const data = looseData(text);
  const title = kind === 'site' ? 'Site settings' : kind === 'fragment' ? fragmentName(file) : typeof data.title === 'string' ? familyTitle(data.title, data.family) : file;
  const fresh = { kind, text, title, addresses: kind === 'page' ? writtenAddresses(data) : [] };
  named.set(file, fresh);
  return fresh;
}

/** The pages list: every file the site reads, with its addresses, title and how it fares with the validator. */
export function summarise(run: SiteRun): FileSummary[] {
  const counts = new Map<string, { errors: number; warnings: number }>();
  for (const p of problemsOf(run.loaded)) {
    const count = counts.get(p.file) ?? counts.set(p.file, { errors: 0, warnings: 0 }).get(p.file)!;
    if (isWarning(p)) count.warnings++;
    else count.errors++;
  }
  return run.files.map(({ file, kind, text }) => {
    const { title, addresses } = nameOf(file, kind, text);
    const { errors, warnings } = counts.get(file) ?? { errors: 0, warnings: 0 };
    return {
      file,
      kind,
      addresses: [...addresses],
      title,
      state: errors ? 'errors' : warnings ? 'warnings' : 'valid',
      errors,
      warnings,
    } satisfies FileSummary;
  });
}

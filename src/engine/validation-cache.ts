/**
 * `npm run validate`'s cache (`.cache/validate/` in the project, git-ignored, safe to delete): each page file's
 * checks (page-file-checks.ts), kept by the file's name and text, under a key of everything else they read:
 * the schemas, site.json, the shared sections, the SITE_* variables, public/'s files, and the code that checks
 * (the engine, the blocks' own checks, the lockfile). Any change to those starts a new cache; an unchanged page
 * file is then neither parsed nor checked again. The checks across pages (links, addresses, titles) run every
 * time over the kept PageFacts.
 *
 * Measured at 10,026 pages (docs/performance.md, "Validation at 10,000 pages"): 8.5 s without it, 1.5 s with it.
 * A cache that cannot be read (corrupt, another version, a full disk that cut it short) is ignored and
 * written again; one that cannot be written leaves validation as it was. It never changes what is found.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { configLayout, type ConfigFile } from './config-files.ts';
import type { CacheContext, PageFileCache } from './load-site.ts';
import type { PageFileResult } from './page-file-checks.ts';
import { frozen } from './page-facts.ts';
import type { ResolvedPage } from './types.ts';

/** Where the cache lives, relative to the project root. */
export const validationCacheFile = '.cache/validate/pages.jsonl';
/** The build's, which keeps each file's expanded pages too (`keepPages`): apart, so neither rewrites the other's. */
export const modelCacheFile = '.cache/validate/pages-and-models.jsonl';

/** Bumped when the stored shape changes, so an older cache reads as none. */
const FORMAT = 1;

/** The code whose change changes what a page's checks find: relative to src/. */
const codeFolders = ['engine', 'blocks', 'generated'];

const hashOf = (...parts: string[]): string => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
};

/** Every .ts file under a folder (its .tsx components render; they do not check), in name order. */
async function tsFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const sorted = entries.sort((a, b) => a.name.localeCompare(b.name));
  const nested = await Promise.all(sorted.map((e) => (e.isDirectory() ? tsFilesUnder(path.join(dir, e.name)) : Promise.resolve(e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []))));
  return nested.flat();
}

let codeKey: Promise<string> | undefined;
/** A hash of the checking code and the lockfile (the parser's and ajv's versions), worked out once per process. */
export function codeVersion(): Promise<string> {
  const src = path.join(import.meta.dirname, '..');
  codeKey ??= (async () => {
    const files = [...(await Promise.all(codeFolders.map((f) => tsFilesUnder(path.join(src, f))))).flat(), path.join(src, '../package-lock.json')];
    const texts = await Promise.all(files.map((f) => readFile(f, 'utf8').catch(() => '')));
    return hashOf(...files.map((f, i) => `${path.relative(src, f)}\n${texts[i]}`));
  })();
  return codeKey;
}

/** Everything a page file's checks read besides the file itself (the studio keys its memory of them by it too). */
export async function contextKey(root: string, { files, publicFiles }: CacheContext, env: Record<string, string | undefined>): Promise<string> {
  const schemas = (await readdir(path.join(root, configLayout.schemasDir), { recursive: true }).catch(() => [])).map(String).sort();
  const schemaTexts = await Promise.all(schemas.map((s) => readFile(path.join(root, configLayout.schemasDir, s), 'utf8').catch(() => '')));
  // A picture's size is read by the image-ratio rule: its size and date on disk stand for its content.
  const pictures = [...publicFiles].sort();
  const stats = await Promise.all(pictures.map((p) => stat(path.join(root, configLayout.publicDir, p)).then((s) => `${s.size}:${s.mtimeMs}`, () => '')));
  return hashOf(
    String(FORMAT),
    await codeVersion(),
    ...schemas.map((s, i) => `${s}\n${schemaTexts[i]}`),
    ...files.filter((f) => f.kind !== 'page').map((f) => `${f.file}\n${f.text}`),
    ...Object.keys(env).filter((k) => k.startsWith('SITE_')).sort().map((k) => `${k}=${env[k]}`),
    ...pictures.map((p, i) => `${p} ${stats[i]}`),
  );
}

/** A kept result has the lists a result has (a cache edited by hand, or cut short, is checked afresh). */
const wellFormed = (result: PageFileResult | undefined): boolean =>
  Boolean(result) && (['problems', 'shared', 'pages', 'required', 'finalLinks'] as const).every((list) => Array.isArray(result![list]));

/** A kept page has what every page has: a file, a title, an address or null, and a list of sections. */
const pageShaped = (page: unknown): boolean => {
  const p = page as Partial<ResolvedPage> | null;
  return typeof p === 'object' && p !== null && typeof p.file === 'string' && typeof p.title === 'string' && (p.path === null || typeof p.path === 'string') && Array.isArray(p.sections);
};

/** The first line of the cache file; each line after it is one page file's Entry. */
interface Header {
  format: number;
  context: string;
}

interface Entry {
  file: string;
  /** A hash of the file's name and text. */
  text: string;
  result: PageFileResult;
  /** Its pages as expanded (`keepPages` only). */
  pages?: ResolvedPage[];
}

/**
 * The cache of the project at `root`, for the files about to be checked. `env` is what site.json's SITE_*
 * variables are read from. Stored one line per page file, so a run that re-checks one file writes the other
 * lines back as they were read, without making their text again (measured at 10,000 pages on a busy machine: a
 * one-page edit took 2.9 s when the whole file was made again, 1.6 s so).
 */
export async function validationCache(root: string, context: CacheContext, env: Record<string, string | undefined> = {}, { keepPages = false } = {}): Promise<PageFileCache> {
  const file = path.join(root, keepPages ? modelCacheFile : validationCacheFile);
  const key = await contextKey(root, context, env);
  const kept = new Map<string, { entry: Entry; line: string }>();
  try {
    const lines = (await readFile(file, 'utf8')).split('\n');
    const header = JSON.parse(lines[0]!) as Header;
    if (header.format === FORMAT && header.context === key) {
      for (const line of lines.slice(1)) {
        if (!line) continue;
        const entry = JSON.parse(line) as Entry;
        if (typeof entry?.file === 'string') kept.set(entry.file, { entry, line });
      }
    }
  } catch {
    // None yet, or unreadable: checked afresh, and written again.
    kept.clear();
  }
  const lines = new Map<string, string>();
  const fresh = new Map<string, Entry>();
  let changed = kept.size !== context.files.filter((f) => f.kind === 'page').length;
  const textKey = (f: ConfigFile) => hashOf(f.file, f.text);
  const cache: PageFileCache = {
    get(f) {
      const found = kept.get(f.file);
      if (!found || found.entry.text !== textKey(f) || !wellFormed(found.entry.result)) return undefined;
      lines.set(f.file, found.line);
      return found.entry.result;
    },
    set(f, result, pages) {
      fresh.set(f.file, { file: f.file, text: textKey(f), result, ...(keepPages ? { pages: [...pages] } : {}) });
      lines.delete(f.file);
      changed = true;
    },
    async save() {
      if (!changed) return;
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        const header: Header = { format: FORMAT, context: key };
        const text = [JSON.stringify(header), ...lines.values(), ...[...fresh.values()].map(frozen)].join('\n');
        await writeFile(temporary, `${text}\n`);
        await rename(temporary, file);
      } catch {
        // A full disk or a read-only folder: this run's result stands; the next one checks afresh.
        await rm(temporary, { force: true }).catch(() => undefined);
      }
    },
  };
  if (keepPages) {
    cache.pagesOf = (f) => {
      const pages = kept.get(f.file)?.entry.pages;
      // Pages of the wrong shape (a cache edited by hand) are made again, as a result of the wrong shape is.
      return Array.isArray(pages) && pages.every(pageShaped) ? pages : undefined;
    };
  }
  return cache;
}

/**
 * The studio's memory of each page file's checks and expanded pages, kept by the file's text, under the key
 * `npm run validate`'s cache uses for everything else they read (validation-cache.ts: the schemas, site.json, the
 * shared sections, the SITE_* variables, public/'s files, the checking code). A change to any of those forgets
 * everything; a page file edited or drafted is checked again alone. The checks across pages (links, addresses,
 * titles) still run over every page each time, so what the studio says is what `npm run validate` says.
 *
 * Measured at 10,026 pages (docs/performance.md, "The studio at 10,000 pages"): a save or a preview re-checked every
 * file, about 7 s; with this memory it checks one.
 */
import type { ConfigFile } from '../../engine/config-files.ts';
import type { CacheContext, PageFileCache } from '../../engine/load-site.ts';
import type { PageFileResult } from '../../engine/page-file-checks.ts';
import type { ResolvedPage } from '../../engine/types.ts';
import { contextKey } from '../../engine/validation-cache.ts';

interface Kept {
  text: string;
  result: PageFileResult;
  pages: readonly ResolvedPage[];
}

/** A cache for each run of the validator over `root`'s files (site-state.ts), all sharing one memory. */
export function pageMemory(root: string, env: Record<string, string | undefined>): (context: CacheContext) => Promise<PageFileCache> {
  let key: string | undefined;
  let kept = new Map<string, Kept>();
  return async (context) => {
    const now = await contextKey(root, context, env);
    if (now !== key) {
      key = now;
      kept = new Map();
    }
    const memory = kept;
    const found = (file: ConfigFile) => {
      const entry = memory.get(file.file);
      return entry && entry.text === file.text ? entry : undefined;
    };
    return {
      get: (file) => found(file)?.result,
      pagesOf: (file) => {
        const entry = found(file);
        return entry && [...entry.pages];
      },
      set: (file, result, pages) => {
        memory.set(file.file, { text: file.text, result, pages });
      },
      // Memory only: nothing to write.
      save: async () => undefined,
    };
  };
}

import type { ConfigFile } from './config-files.ts';
import { parseJsonSource } from './json-source.ts';
import { fillValues } from './substitution.ts';

/*
 * A button with `download: true` linking to /brochures/<name>.pdf asks the build to generate that brochure
 * from the page that links it (src/build/brochures.ts). Links are checked inside loadSite, before any
 * brochure exists, so the loader works out from the raw files which brochures the build will write.
 */

/** A generated brochure's site path. */
export const BROCHURE_PATH = /^\/brochures\/[a-z0-9][a-z0-9-]*\.pdf$/;

/** Every `href` of a download button (an object with `download: true`) anywhere in a value. */
export function downloadLinks(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) downloadLinks(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.download === true && typeof o.href === 'string') out.push(o.href);
    for (const v of Object.values(o)) downloadLinks(v, out);
  }
  return out;
}

/** The brochures the build will generate, from the raw config files (see the module comment). */
export function brochurePaths(files: readonly ConfigFile[]): Set<string> {
  const read = (file: ConfigFile): Record<string, unknown> | undefined => {
    const parsed = parseJsonSource(file.file, file.text);
    return parsed.ok && parsed.source.data && typeof parsed.source.data === 'object' ? (parsed.source.data as Record<string, unknown>) : undefined;
  };
  const fragments = new Map<string, unknown>();
  for (const f of files) if (f.kind === 'fragment') fragments.set(f.file.replace(/^.*\/fragments\//, '').replace(/\.json$/, ''), read(f));
  const paths = new Set<string>();
  for (const file of files) {
    if (file.kind !== 'page') continue;
    const page = read(file);
    if (!page || !Array.isArray(page.sections)) continue;
    const sections = page.sections.map((s: unknown) =>
      s && typeof s === 'object' && 'include' in s ? fragments.get(String((s as { include: unknown }).include)) : s,
    );
    const family = page.family as { variants?: Record<string, { values?: Record<string, string> }> } | undefined;
    const variants = family?.variants && typeof family.variants === 'object' ? Object.values(family.variants) : [{ values: {} }];
    for (const link of downloadLinks(sections)) {
      for (const variant of variants) {
        const filled = fillValues(link, variant?.values ?? {});
        if (BROCHURE_PATH.test(filled)) paths.add(filled);
      }
    }
  }
  return paths;
}

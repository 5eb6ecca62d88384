/*
 * A button with `download: true` linking to /brochures/<name>.pdf asks the build to generate that brochure
 * from the page that links it (src/build/brochures.ts). The loader counts those files as existing when it
 * checks links, reading them from the same expanded pages the build makes the brochures from.
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

/** The brochures the build will generate for these pages (expanded: includes applied, {{values}} filled). */
export function brochurePaths(pages: readonly unknown[]): Set<string> {
  return new Set(downloadLinks(pages).filter((link) => BROCHURE_PATH.test(link)));
}

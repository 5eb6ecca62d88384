/**
 * What the cross-file checks (cross-checks.ts, required pages) need of one built page, and no more: its
 * addresses, links, anchors, title and description, each with the place it is written. Small, plain data,
 * so the validation cache (validation-cache.ts) keeps it for an unchanged file instead of parsing it again.
 */
import { describePath, locate, treeNotKept, type JsonPath, type JsonSource } from './json-source.ts';
import type { ExpandedPage, PageLink } from './expand-page.ts';
import type { Problem } from './problems.ts';
import { brochurePaths } from './brochure-paths.ts';
import { linkName } from './substitution.ts';

/** A place in a file as a problem names it. */
export interface Place {
  file: string;
  line: number;
  column: number;
  where: string;
}

/**
 * A value worked out only when asked: without the cache, most places are never needed (only a problem's
 * is), and locating every link of 10,000 pages costs seconds. The cache stores the value (see frozen).
 */
export type Lazy<T> = T | (() => T);
export const valueOf = <T>(lazy: Lazy<T>): T => (typeof lazy === 'function' ? (lazy as () => T)() : lazy);

/** Data with every Lazy worked out, as JSON keeps it. */
export const frozen = (data: unknown): string => JSON.stringify(data, (_key, value: unknown) => (typeof value === 'function' ? (value as () => unknown)() : value));

/** Moves a place found in an upgraded text back to the file as written (UpgradedSource.locate). */
export type Relocate = (problem: Problem) => Problem;

export function placeOf(source: JsonSource, path: JsonPath, relocate: Relocate, key = false): Lazy<Place> {
  return () => {
    // A tree of its own, not kept on the source: the facts of every page hold their source (json-source.ts, treeNotKept).
    const { line, column } = relocate({ code: 'bad-value', file: source.file, ...locate(treeNotKept(source), path, key), where: '', message: '' });
    return { file: source.file, line, column, where: describePath(source.data, path) };
  };
}

/** A link the cross-checks judge: to a page, an anchor, a file or a named link. */
export interface LinkFacts {
  value: string;
  kind: PageLink['kind'];
  /** The file and path it is written at, joined: a shared section's link is judged once, whichever page includes it. */
  key: string;
  at: Lazy<Place>;
}

export interface PageFacts {
  file: string;
  /** null for the page-not-found page. */
  path: string | null;
  /** The page's addresses (path, then aliases; a family variant's own), each with where it is written. */
  addresses: { address: string; at: Lazy<Place>; line: Lazy<number> }[];
  /** Where an unlinked page is reported: its first address. */
  unlinkedAt: Lazy<Place>;
  notFoundAt: Lazy<Place>;
  reachedFromOutside: boolean;
  title: { value: string; at: Lazy<Place>; line: Lazy<number> };
  description: { value: string; at: Lazy<Place>; line: Lazy<number> };
  anchors: string[];
  links: LinkFacts[];
  brochures: string[];
}

/** Only links the cross-checks can find fault with or count: others (https:, mailto:, {{values}}) are left out. */
const judged = (value: string) => !value.includes('{{') && (value.startsWith('/') || value.startsWith('#') || linkName(value) !== undefined);

export function linkFacts(links: readonly PageLink[], relocate: (file: string) => Relocate): LinkFacts[] {
  return links.filter((l) => judged(l.value)).map((l) => ({ value: l.value, kind: l.kind, key: `${l.source.file}|${l.path.join('/')}`, at: placeOf(l.source, l.path, relocate(l.source.file)) }));
}

export function pageFacts(expanded: ExpandedPage, relocate: (file: string) => Relocate): PageFacts {
  const { page, source, addressAt } = expanded;
  const own = relocate(source.file);
  const lineOf = (path: JsonPath) => () => valueOf(placeOf(source, path, own)).line;
  const addresses = page.path === null ? [] : [page.path, ...page.aliases];
  return {
    file: source.file,
    path: page.path,
    addresses: addresses.map((address, i) => {
      const path = addressAt[Math.min(i, addressAt.length - 1)] ?? [];
      return { address, at: placeOf(source, path, own, path[0] === 'family'), line: lineOf(path) };
    }),
    unlinkedAt: placeOf(source, addressAt[0] ?? ['path'], own),
    notFoundAt: placeOf(source, ['notFound'], own),
    reachedFromOutside: (source.data as { reachedFromOutside?: unknown }).reachedFromOutside === true,
    title: { value: page.title, at: placeOf(source, ['title'], own), line: lineOf(['title']) },
    description: { value: page.description, at: placeOf(source, ['description'], own), line: lineOf(['description']) },
    anchors: page.sections.map((s) => s.anchor).filter((a): a is string => Boolean(a)),
    links: linkFacts(expanded.links, relocate),
    brochures: [...brochurePaths([page])],
  };
}

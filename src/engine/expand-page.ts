import { describePath, locate, pointerToPath, type JsonPath, type JsonSource } from './json-source.ts';
import type { Problem } from './problems.ts';
import type { MarkedValue } from './schema-validator.ts';
import { didYouMean } from './suggest.ts';
import type { PageConfig, ResolvedPage, Section } from './types.ts';
import type { ValidSource } from './valid-source.ts';
import { fillValues, linkName, VALUE_PATTERN } from './substitution.ts';

/** A link or file reference, with the file and place it was written, after includes and variants are applied. */
export interface PageLink extends MarkedValue {
  source: JsonSource;
  path: JsonPath;
}

/** A resolved page with what the cross-checks need to point back at its source. */
export interface ExpandedPage {
  page: ResolvedPage;
  source: JsonSource;
  links: PageLink[];
  /** Where the address of this page is written: `path`, an alias, or the family variant's key. */
  addressAt: JsonPath[];
  /** Where each of `page.sections` is written (the page, or the shared sections it includes), in the same order. */
  sectionsAt: { source: JsonSource; path: JsonPath }[];
}

/** A page file as written (valid against page.schema.json by now). */
type RawPage = PageConfig;

interface Context {
  fragments: Map<string, ValidSource>;
  knownFragments: Set<string>;
  /** What `@name` links resolve to: site.json `links` plus the contact links (see siteNames). */
  links: Record<string, string | undefined>;
  /** What `{{name}}` resolves to on every page (see siteNames); a family variant's values add to them.
   *  Undefined while site.json itself is invalid: its problems are reported, and names are not guessed. */
  values: Record<string, string> | undefined;
}


/**
 * Expands one valid page file into the pages it renders: shared sections included,
 * one page per family variant with its {{values}} filled in, `@name` links resolved.
 */
export function expandPage(page: ValidSource, ctx: Context): { pages: ExpandedPage[]; problems: Problem[] } {
  const { source } = page;
  const raw = source.data as RawPage;
  const problems: Problem[] = [];
  const at = (path: JsonPath, code: Problem['code'], message: string, key = false): Problem => ({
    code,
    file: source.file,
    ...locate(source, path, key),
    where: describePath(source.data, path),
    message,
  });

  const addressKinds = [raw.path !== undefined, raw.family !== undefined, raw.notFound === true].filter(Boolean).length;
  if (addressKinds !== 1) {
    problems.push(
      at([], 'no-address', addressKinds === 0
        ? 'this page has no address: give it a "path" (like "/gap"), a "family" of addresses, or "notFound": true for the page-not-found page.'
        : 'a page has exactly one of "path", "family" or "notFound": true; this one has more.'),
    );
    return { pages: [], problems };
  }

  // Shared sections, in place of each include; each section remembers the file and place it was written.
  const pieces: { section: Section; source: JsonSource; path: JsonPath }[] = [];
  const links: PageLink[] = [];
  raw.sections.forEach((section, index) => {
    if ('include' in section) {
      const fragment = ctx.fragments.get(section.include);
      if (!fragment) {
        if (!ctx.knownFragments.has(section.include)) {
          problems.push(
            at(['sections', index, 'include'], 'missing-fragment', `there are no shared sections named "${section.include}" (looked for site-config/fragments/${section.include}.json).${didYouMean(section.include, ctx.knownFragments)}`),
          );
        }
        return; // a fragment with problems of its own is reported in its own file
      }
      (fragment.source.data as { sections: Section[] }).sections.forEach((s, j) =>
        pieces.push({ section: s, source: fragment.source, path: ['sections', j] }),
      );
      links.push(...fragment.marked.map((m) => ({ ...m, source: fragment.source, path: pointerToPath(m.pointer) })));
    } else {
      pieces.push({ section, source, path: ['sections', index] });
    }
  });
  links.push(
    ...page.marked
      .filter((m) => !m.pointer.match(/^\/sections\/\d+\/include$/))
      .map((m) => ({ ...m, source, path: pointerToPath(m.pointer) })),
  );

  const variants: [string | undefined, { values: Record<string, string> }][] = raw.family
    ? // Validated: each variant is an object with its values (the generated index type allows a missing one).
      (Object.entries(raw.family.variants) as [string, { values: Record<string, string> }][])
    : [[undefined, { values: {} }]];
  const pages: ExpandedPage[] = [];
  for (const [variant, own] of variants) {
    const values = { ...ctx.values, ...own.values };
    const siteKnown = ctx.values !== undefined;
    const fill = (text: string, path: JsonPath, file: JsonSource): string =>
      text.replace(VALUE_PATTERN, (whole, name: string) => {
        if (name in values) {
          const value = values[name]!;
          const left = [...value.matchAll(VALUE_PATTERN)].map((m) => `{{${m[1]}}}`);
          // Values are filled in once: a value that holds {{another}} would reach the page as braces.
          if (left.length) {
            problems.push({
              code: 'unfilled-variable',
              file: file.file,
              ...locate(file, path),
              where: describePath(file.data, path),
              message: `{{${name}}} is filled in with ${JSON.stringify(value)}${variant ? ` (the "${variant}" variant)` : ''}, which still holds ${left.join(', ')}: values are filled in only once, so write the words themselves into the value of "${name}".`,
            });
          }
          return value;
        }
        // With site.json broken its names are unknown, so no name can be judged missing: its problems say why.
        if (!siteKnown) return whole;
        const known = Object.keys(values);
        problems.push({
          code: 'unknown-variable',
          file: file.file,
          ...locate(file, path),
          where: describePath(file.data, path),
          message: variant
            ? `{{${name}}} has no value in the "${variant}" variant: add "${name}" to family.variants.${variant}.values.${didYouMean(name, known)}`
            : `there is no value named {{${name}}}.${didYouMean(name, known) || ` Values every page can use: ${Object.keys(ctx.values ?? {}).map((k) => `{{${k}}}`).join(', ')}.`}`,
        });
        return whole;
      });
    const fillDeep = <T>(value: T, path: JsonPath, file: JsonSource): T => {
      if (typeof value === 'string') {
        const filled = fill(value, path, file);
        const named = linkName(filled);
        return (named && ctx.links[named] ? ctx.links[named] : filled) as T;
      }
      if (Array.isArray(value)) return value.map((v, i) => fillDeep(v, [...path, i], file)) as T;
      if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, [...path, k], file)])) as T;
      }
      return value;
    };
    const address = raw.family ? `${raw.family.pathPrefix}${variant}` : (raw.path ?? null);
    pages.push({
      page: {
        file: source.file,
        path: address,
        aliases: raw.aliases ?? [],
        ...(variant ? { variant } : {}),
        title: fill(raw.title, ['title'], source),
        description: fill(raw.description, ['description'], source),
        sections: pieces.map((p) => fillDeep(p.section, p.path, p.source)),
      },
      source,
      links: links.map((l) => ({ ...l, value: fillValues(l.value, values) })),
      sectionsAt: pieces.map(({ source: at, path }) => ({ source: at, path })),
      addressAt: raw.family
        ? [['family', 'variants', variant!]]
        : raw.path !== undefined
          ? [['path'], ...(raw.aliases ?? []).map((_a, i) => ['aliases', i] as JsonPath)]
          : [],
    });
  }
  // One report per template mistake, however many variants repeat it.
  const unique = new Map(problems.map((p) => [`${p.file}:${p.line}:${p.column}:${p.message}`, p]));
  return { pages, problems: [...unique.values()] };
}

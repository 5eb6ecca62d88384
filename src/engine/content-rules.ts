/**
 * The content rules of site.json's `contentRules` (docs/content-claims.md): rules about what the site says, beyond
 * the shape of its blocks, that an editor meets in `npm run validate` and the studio, not first in CI. Each is a
 * warning: the site still builds, and `--strict` (CI, `npm test`) refuses to go on. A list left out turns its rule off.
 */
import type { JsonSource } from './json-source.ts';
import { pictureRuleWarnings } from './picture-rules.ts';
import { productNameWarnings } from './product-names.ts';
import type { Problem } from './problems.ts';
import { quoteSourceWarnings } from './quote-sources.ts';
import { requiredPageWarnings, type PageWords } from './required-pages.ts';
import { statedFigureWarnings } from './stated-figures.ts';
import type { SiteConfig } from './types.ts';
import type { WrittenFile } from './written-text.ts';

export interface ContentRuleInput {
  /** site.json as written, valid against its schema. */
  site: JsonSource;
  /** Page and shared-sections files that passed their schema. */
  written: readonly WrittenFile[];
  /** The built pages. */
  pages: readonly PageWords[];
  /** Addresses written by pages with errors of their own; `undefined` when a page file cannot be read at all. */
  addressesWithErrors: ReadonlySet<string> | undefined;
  /** The project root and its public files (site paths), for the pictures; without `root`, pictures are not read. */
  root?: string;
  publicFiles: Iterable<string>;
}

export function contentRuleProblems({ site, written, pages, addressesWithErrors, root, publicFiles }: ContentRuleInput): Problem[] {
  const config = site.data as SiteConfig;
  const rules = config.contentRules ?? {};
  return [
    ...writtenRuleWarnings(written, config),
    ...requiredPageWarnings(pages, rules.requiredPages ?? [], site, addressesWithErrors),
    ...(root ? pictureRuleWarnings(root, publicFiles, { productScreens: rules.productScreens ?? [], percentages: rules.percentages, logo: config.brand.logo.src }) : []),
  ];
}

/** The rules each written file meets on its own (names, figures, quotes): the loader runs them file by file, so the validation cache can keep them. */
export function writtenRuleWarnings(written: readonly WrittenFile[], config: SiteConfig): Problem[] {
  const rules = config.contentRules ?? {};
  return [
    ...productNameWarnings(written, rules.productNames ?? []),
    ...(rules.percentages ? statedFigureWarnings(written, rules.percentages) : []),
    ...quoteSourceWarnings(written),
  ];
}

/**
 * One page file's checks, on their own: parsing, its schema, its expansion and every rule that reads one page.
 * What it finds depends only on the file's text and what every page shares (schemas, site.json, shared
 * sections, the engine's code): so the validation cache keeps the result, keyed by those, and an unchanged
 * file is not read again. The checks across pages run afterwards, over each file's PageFacts.
 */
import type { ConfigFile } from './config-files.ts';
import { parseJsonSource, pointerToPath, readLoosely, type JsonSource } from './json-source.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import type { Problem } from './problems.ts';
import type { SchemaValidator } from './schema-validator.ts';
import { schemaProblems } from './schema-messages.ts';
import { expandPage, type ExpandedPage } from './expand-page.ts';
import { writtenAddresses } from './cross-checks.ts';
import { anchorWarnings, iconWarnings, imageWarnings, textWarnings } from './content-warnings.ts';
import { writtenRuleWarnings } from './content-rules.ts';
import { blockProblems, type BlockChecks } from './block-checks.ts';
import { callToActionWarnings } from './call-to-action-warnings.ts';
import { sectionHeaderWarnings } from './section-header-warnings.ts';
import { darkBandWarnings } from './dark-band-warnings.ts';
import { finalLinkProblems } from './final-values.ts';
import type { ImageSize } from './image-size.ts';
import { brochurePaths } from './brochure-paths.ts';
import { upgradeSource, type Migration } from './migrations.ts';
import { requiredAnswers, type RequiredAnswer } from './required-pages.ts';
import { linkFacts, pageFacts, type LinkFacts, type PageFacts, type Relocate } from './page-facts.ts';
import type { SiteConfig } from './types.ts';
import type { ValidSource } from './valid-source.ts';

/** What every page file is checked with: the same for all of them (the validation cache's key says so). */
export interface PageContext {
  validator: SchemaValidator;
  migrations?: readonly Migration[];
  blockHooks: BlockChecks;
  fragments: Map<string, ValidSource>;
  knownFragments: Set<string>;
  names: { links: Record<string, string>; values: Record<string, string> | undefined };
  /** site.json when it is valid: its content rules apply, and final links are judged. */
  site: SiteConfig | undefined;
  sizeOf?: (sitePath: string) => ImageSize | undefined;
}

export interface PageFileResult {
  /** Its problems, and those its pages find in the shared sections they include (see `shared`). */
  problems: Problem[];
  /**
   * Problems a check says once per place however many pages show it (a shared section's button): kept
   * apart, by check, so the first page to find one speaks for all, as one run over every page does.
   */
  shared: { check: string; problem: Problem }[];
  /** Its built pages (one per family variant), as the cross-checks read them. */
  pages: PageFacts[];
  /** Per built page, the required addresses (site.json's content rules) it answers. */
  required: RequiredAnswer[][];
  /** A page with errors: what can still be read of it, so links to it and its brochure are not reported twice. */
  broken?: { file: string; addresses: string[]; brochures: string[]; looseLinks: LinkFacts[]; unparsed: boolean };
  /** Where a link's filled-in value is broken ("file:line:column"): said once, by that, not again as a link to nowhere. */
  finalLinks: string[];
}

/** A page file's checks, and its built pages in full (for the model the renderer gets; never cached). */
export function checkPageFile(file: ConfigFile, ctx: PageContext): { result: PageFileResult; expanded: ExpandedPage[] } {
  const none = { shared: [], pages: [], required: [], finalLinks: [] };
  const parsed = parseJsonSource(file.file, file.text);
  if (!parsed.ok) {
    // Links to a page that is mid-edit are not broken: its one syntax message is the only thing to say.
    const addresses = writtenAddresses(readLoosely(file.text));
    return { result: { ...none, problems: parsed.problems, broken: { file: file.file, addresses, brochures: [], looseLinks: [], unparsed: true } }, expanded: [] };
  }
  const problems = duplicateKeys(parsed.source);
  // Older page files are upgraded in memory (see migrations.ts), so they still build.
  const upgraded = upgradeSource(parsed.source, 'page', ctx.migrations);
  const relocate = (at: string): Relocate => (at === file.file ? upgraded.locate : (p) => p);
  const broken = (source: JsonSource, looseLinks: LinkFacts[], found: Problem[]) => ({
    result: { ...none, problems: [...problems, ...found].map(upgraded.locate), broken: { file: file.file, addresses: writtenAddresses(source.data), brochures: [...brochurePaths([source.data])], looseLinks, unparsed: false } },
    expanded: [],
  });
  if (upgraded.problems.length) return broken(parsed.source, [], upgraded.problems);
  const { source } = upgraded;
  const { errors, marked } = ctx.validator.validate('page.schema.json', source.data);
  const found = schemaProblems(source, errors, { blockAliases: ctx.validator.blockAliases });
  // Links and files in pages with schema problems are still checked, so one run lists everything.
  if (found.length) return broken(source, linkFacts(marked.map((m) => ({ ...m, source, path: pointerToPath(m.pointer) })), relocate), found);

  const valid = { source, marked };
  const expanded = expandPage(valid, { ...ctx, ...ctx.names });
  const pages = expanded.pages;
  problems.push(...expanded.problems, ...textWarnings([valid]), ...anchorWarnings(pages));
  if (ctx.site) problems.push(...writtenRuleWarnings([valid], ctx.site));
  if (ctx.sizeOf) problems.push(...imageWarnings(pages, ctx.sizeOf));
  const finals = ctx.site ? finalLinkProblems(pages, ctx.names.links, (definition, value) => ctx.validator.fits(definition, value)) : [];
  problems.push(...finals);
  const perPlace = { icon: iconWarnings(pages), block: blockProblems(pages, ctx.blockHooks), 'call-to-action': callToActionWarnings(pages), 'section-header': sectionHeaderWarnings(pages), 'dark-bands': darkBandWarnings(pages) };
  const shared: PageFileResult['shared'] = [];
  for (const [check, list] of Object.entries(perPlace)) {
    for (const problem of list) {
      if (problem.file === file.file) problems.push(problem);
      else shared.push({ check, problem });
    }
  }
  return {
    result: {
      problems: problems.map(upgraded.locate),
      shared,
      finalLinks: finals.map(upgraded.locate).map((p) => `${p.file}:${p.line}:${p.column}`),
      pages: pages.map((p) => pageFacts(p, relocate)),
      required: ctx.site ? pages.map((p) => requiredAnswers(p, ctx.site!.contentRules?.requiredPages ?? []).map((a) => ({ ...a, problems: a.problems.map(upgraded.locate) }))) : [],
    },
    expanded: pages,
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfigFolder, listPublicFiles, configLayout, type ConfigFile } from './config-files.ts';
import { plainOriginOf } from './origins.ts';
import { unsafePictures } from './svg-safety.ts';
import { applyEnvOverrides, unknownLinkVariables } from './env-overrides.ts';
import { describePath, locate, parseJsonSource, pointerToPath, type JsonPath, type JsonSource } from './json-source.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { isWarning, sortProblems, type Problem } from './problems.ts';
import { createSchemaValidator, type MarkedValue, type SchemaValidator } from './schema-validator.ts';
import { schemaProblems } from './schema-messages.ts';
import { checkSite } from './cross-checks.ts';
import { placeholderFactWarnings, textWarnings } from './content-warnings.ts';
import { writtenRuleWarnings } from './content-rules.ts';
import type { BlockChecks } from './block-checks.ts';
import { imageSize, type ImageSize } from './image-size.ts';
import { unreadFileProblem } from './unread-files.ts';
import { studioRolesProblems } from './studio-roles-file.ts';
import { upgradeSource, type Migration } from './migrations.ts';
import { closest } from './suggest.ts';
import type { ResolvedPage, SiteConfig, SiteModel } from './types.ts';
import { linkName } from './substitution.ts';
import type { ValidSource } from './valid-source.ts';
import { checkPageFile, type PageContext, type PageFileResult } from './page-file-checks.ts';
import { linkFacts } from './page-facts.ts';
import { requiredPageProblems } from './required-pages.ts';
import { pictureRuleWarnings } from './picture-rules.ts';

export type { ValidSource } from './valid-source.ts';

/**
 * The result of loading site-config/: a model the renderer can trust (with the warnings to print, which do
 * not stop it), or, when there is any error, every problem at once, errors and warnings, each with its severity.
 */
export type Loaded = { ok: true; model: SiteModel; warnings: Problem[] } | { ok: false; problems: Problem[] };

export interface LoadOptions {
  /** The project root (holding site-config/, schemas/, public/). */
  root: string;
  /** Environment for per-deployment overrides; defaults to none. */
  env?: Record<string, string | undefined>;
  /** Reuse compiled schemas between loads (the dev server reloads on every save). */
  validator?: SchemaValidator;
  /** The content format's migrations; tests pass their own. Defaults to the real ones. */
  migrations?: readonly Migration[];
  /**
   * Each block type's own checks beyond its schema (`blockHooks` of src/blocks/node-registry.ts, generated
   * from the blocks' folders): the engine knows no block, so its caller hands them in.
   */
  blockHooks: BlockChecks;
}

/** What loadFromFiles needs beyond LoadOptions: what loadSite reads from disk. */
export interface FileFacts {
  validator: SchemaValidator;
  publicFiles: Set<string>;
  /** Files under site-config/ that are not read (see configKindOf), to report. */
  unread?: readonly string[];
  /** What is wrong with the files themselves (unreadable config files, unsafe pictures): reported as they are. */
  fileProblems?: readonly Problem[];
  /** An image file's own size, by site path ("/images/rv.svg"); without it, image shapes are not checked. */
  sizeOf?: (sitePath: string) => ImageSize | undefined;
}

/**
 * Reads and checks site-config/ and expands every page: the site model, or every problem. With a cache that keeps
 * pages (validation-cache.ts, `keepPages`: the build's), a page file whose text and context are unchanged is
 * neither parsed, checked nor expanded again.
 */
export async function loadSite(options: LoadOptions & { cache?: (context: CacheContext) => Promise<PageFileCache> }): Promise<Loaded> {
  const { root } = options;
  const validator = options.validator ?? createSchemaValidator(path.join(root, configLayout.schemasDir));
  const { files, unread, unreadable } = await readConfigFolder(root);
  const publicFiles = await listPublicFiles(root);
  const fileProblems = [...unreadable, ...(await unsafePictures(root, publicFiles)), ...(await studioRolesProblems(root, validator))];
  const { cache: cacheFor, ...load } = options;
  const cache = cacheFor ? await cacheFor({ files, publicFiles }) : undefined;
  const loaded = loadFromFiles(files, { ...load, validator, publicFiles, unread, fileProblems, sizeOf: publicImageSizes(root), ...(cache ? { cache } : {}) });
  await cache?.save();
  return loaded;
}

/** Reads a public file's image size on first asking, then remembers it (FileFacts.sizeOf). */
export function publicImageSizes(root: string): (sitePath: string) => ImageSize | undefined {
  const sizes = new Map<string, ImageSize | undefined>();
  return (sitePath) => {
    if (!sizes.has(sitePath)) {
      let size: ImageSize | undefined;
      try {
        size = imageSize(readFileSync(path.join(root, configLayout.publicDir, sitePath)));
      } catch {
        size = undefined; // a missing file is reported by the cross-checks
      }
      sizes.set(sitePath, size);
    }
    return sizes.get(sitePath);
  };
}

/** Validation and expansion over files already read: pure apart from the validator, so tests can feed it directly. */
export function loadFromFiles(
  files: readonly ConfigFile[],
  options: LoadOptions & FileFacts & { cache?: PageFileCache },
): Loaded {
  const checked = checkFiles(files, options, options.cache);
  const { problems, site } = checked;
  if (problems.some((p) => !isWarning(p)) || !site) return { ok: false, problems };
  return { ok: true, warnings: problems, model: { site: withNamedLinks(site.config, site.marked, site.names.links), pages: checked.expanded } };
}

/** What validateSite finds: the problems, as loadSite lists them, and how many pages the site has. */
export interface Validated {
  ok: boolean;
  problems: Problem[];
  pageCount: number;
}

/**
 * The checks of loadSite without the model: all `npm run validate` needs. With a cache, a page file whose
 * text and context are unchanged is not parsed or checked again (validation-cache.ts).
 */
export async function validateSite(options: LoadOptions & { cache?: (context: CacheContext) => Promise<PageFileCache> }): Promise<Validated> {
  const { root } = options;
  const validator = options.validator ?? createSchemaValidator(path.join(root, configLayout.schemasDir));
  const { files, unread, unreadable } = await readConfigFolder(root);
  const publicFiles = await listPublicFiles(root);
  const fileProblems = [...unreadable, ...(await unsafePictures(root, publicFiles)), ...(await studioRolesProblems(root, validator))];
  const facts = { ...options, validator, publicFiles, unread, fileProblems, sizeOf: publicImageSizes(root) };
  const cache = options.cache ? await options.cache({ files, publicFiles }) : undefined;
  const checked = checkFiles(files, facts, cache);
  await cache?.save();
  return { ok: !checked.problems.some((p) => !isWarning(p)) && Boolean(checked.site), problems: checked.problems, pageCount: checked.pageCount };
}

/** What a validation cache is keyed by beyond each page's text: the files every page is checked with. */
export interface CacheContext {
  files: readonly ConfigFile[];
  publicFiles: ReadonlySet<string>;
}

/** Each page file's checks, kept by its text (validation-cache.ts; the studio's in memory, site-cache.ts). */
export interface PageFileCache {
  get(file: ConfigFile): PageFileResult | undefined;
  /**
   * The file's pages as expanded, for a cache that keeps them with its result (the studio's and the build's: they
   * need the model). A cache with this method that has no pages for a file has no result for it either: the file
   * is checked again.
   */
  pagesOf?(file: ConfigFile): ResolvedPage[] | undefined;
  set(file: ConfigFile, result: PageFileResult, pages: readonly ResolvedPage[]): void;
  /** Writes what changed; never fails (a full disk only means no cache next time). */
  save(): Promise<void>;
}

function checkFiles(files: readonly ConfigFile[], options: LoadOptions & FileFacts, cache?: PageFileCache) {
  const problems: Problem[] = [...(options.unread ?? []).map(unreadFileProblem), ...(options.fileProblems ?? [])];
  const valid = { site: [] as ValidSource[], fragment: [] as ValidSource[] };
  /** Problems in upgraded shared sections are found in the upgraded text; these point them back at the file as written. */
  const locators: ((p: Problem) => Problem)[] = [];

  if (!files.some((f) => f.kind === 'site')) {
    problems.push({ code: 'file-unreadable', file: configLayout.site, line: 1, column: 1, where: '', message: 'site.json is missing: every site needs one.' });
  }
  // site.json and the shared sections first: every page is checked with them.
  for (const file of files) {
    if (file.kind === 'page') continue;
    const parsed = parseJsonSource(file.file, file.text);
    if (!parsed.ok) {
      problems.push(...parsed.problems);
      continue;
    }
    problems.push(...duplicateKeys(parsed.source));
    // Older fragment files are upgraded in memory (see migrations.ts), so they still build.
    const upgraded = file.kind === 'site' ? undefined : upgradeSource(parsed.source, file.kind, options.migrations);
    if (upgraded) locators.push(upgraded.locate);
    if (upgraded?.problems.length) {
      problems.push(...upgraded.problems);
      continue;
    }
    const source = upgraded?.source ?? parsed.source;
    let checked: { found: Problem[]; marked: MarkedValue[] };
    if (file.kind === 'site') {
      const site = checkSiteSource(source, options.validator, options.env ?? {});
      // A variable that replaces nothing is an error, but site.json's values are still good to check pages with.
      problems.push(...site.envProblems);
      checked = site;
    } else {
      const { errors, marked } = options.validator.validate('fragment.schema.json', source.data);
      checked = { found: schemaProblems(source, errors, { blockAliases: options.validator.blockAliases }), marked };
      checked.found.push(...nestedIncludes(source));
    }
    const { found, marked } = checked;
    if (found.length) {
      problems.push(...found);
      continue;
    }
    valid[file.kind].push({ source, marked });
  }

  const siteSource = valid.site[0];
  const site = siteSource?.source.data as SiteConfig | undefined;
  const fragments = new Map(valid.fragment.map((f) => [fragmentName(f.source.file), f]));
  const knownFragments = new Set([...fragments.keys(), ...files.filter((f) => f.kind === 'fragment').map((f) => fragmentName(f.file))]);
  const names = site ? siteNames(site) : { links: {}, values: undefined };
  const context: PageContext = { validator: options.validator, migrations: options.migrations, blockHooks: options.blockHooks, fragments, knownFragments, names, site, sizeOf: options.sizeOf };

  const expanded: ResolvedPage[] = [];
  const results: PageFileResult[] = [];
  for (const file of files) {
    if (file.kind !== 'page') continue;
    let result = cache?.get(file);
    let pages = result && cache?.pagesOf ? cache.pagesOf(file) : [];
    if (!result || !pages) {
      const checked = checkPageFile(file, context);
      result = checked.result;
      pages = checked.expanded.map((e) => e.page);
      cache?.set(file, result, pages);
    }
    expanded.push(...pages);
    results.push(result);
  }
  const shared = new Map<string, Problem>();
  for (const result of results) {
    problems.push(...result.problems);
    for (const { check, problem } of result.shared) {
      const place = `${check}|${problem.file}:${problem.line}:${problem.column}`;
      if (!shared.has(place)) shared.set(place, problem);
    }
  }
  problems.push(...shared.values());
  const pages = results.flatMap((r) => r.pages);
  const broken = results.flatMap((r) => (r.broken ? [r.broken] : []));
  const addressesUnknown = broken.some((b) => b.unparsed && !b.addresses.length);

  problems.push(...textWarnings(valid.fragment));
  if (siteSource && site) {
    const rules = site.contentRules ?? {};
    problems.push(...placeholderFactWarnings(siteSource.source, options.env ?? {}));
    // site.json's content rules (docs/content-claims.md); a required page with errors of its own is not said missing too.
    const addressesWithErrors = addressesUnknown ? undefined : new Set(broken.flatMap((b) => b.addresses));
    problems.push(...writtenRuleWarnings(valid.fragment, site), ...requiredPageProblems(results.flatMap((r) => r.required), rules.requiredPages ?? [], siteSource.source, addressesWithErrors));
    problems.push(...pictureRuleWarnings(options.root, options.publicFiles, { productScreens: rules.productScreens ?? [], percentages: rules.percentages, logo: site.brand.logo.src }));

    const siteLinks = linkFacts(siteSource.marked.map((m) => ({ ...m, source: siteSource.source, path: pointerToPath(m.pointer) })), () => (p) => p);
    // A link its filled-in value broke is said once, by what the value made of it, not again as a link to nowhere.
    const atFinal = new Set(results.flatMap((r) => r.finalLinks));
    const crossChecked = checkSite({
      site,
      namedLinks: names.links,
      siteLinks,
      pages,
      invalidPages: broken,
      addressesUnknown,
      modified: new Map(files.map((f) => [f.file, f.modified ?? 0])),
      looseLinks: broken.flatMap((b) => b.looseLinks),
      // Brochures exist once built: those the valid pages ask for, and those of pages with problems (already reported).
      files: new Set([...options.publicFiles, ...pages.flatMap((p) => p.brochures), ...broken.flatMap((b) => b.brochures)]),
    });
    problems.push(...crossChecked.filter((p) => !atFinal.has(`${p.file}:${p.line}:${p.column}`)));
  }

  // Pointed back at the files as written; one of each (a fragment's mistake is found once per page including it).
  const located = problems.map((p) => ({ ...locators.reduce((q, locate) => locate(q), p), severity: p.severity ?? 'error' }) satisfies Problem);
  const all = sortProblems([...new Map(located.map((p) => [`${p.file}:${p.line}:${p.column}:${p.code}:${p.message}`, p])).values()]);
  const siteModel = site && siteSource ? { config: site, marked: siteSource.marked, names } : undefined;
  return { problems: all, site: siteModel, expanded, pageCount: pages.length };
}

/** A `SITE_LINK_*` variable that names no link: said at site.json's "links", with the variable it most likely meant. */
function envTypo(source: JsonSource, variable: string, known: string[]): Problem {
  const near = closest(variable, known);
  return {
    code: 'unknown-env-variable',
    severity: 'error',
    file: source.file,
    ...locate(source, ['links'], true),
    where: 'links',
    message: `the environment variable ${variable} names no link in "links", so it would replace nothing.${near ? ` Did you mean ${near}?` : ` The links it can replace: ${known.join(', ')}.`}`,
  };
}

/**
 * site.json's checks after parsing, for loadFromFiles and loadSiteSettings alike: `SITE_*` variables are
 * applied to its data (one naming no link is an error of its own), then the schema is checked.
 */
function checkSiteSource(source: JsonSource, validator: SchemaValidator, env: Record<string, string | undefined>): { envProblems: Problem[]; found: Problem[]; marked: MarkedValue[] } {
  const envProblems = unknownLinkVariables(source.data, env).map(({ variable, known }) => envTypo(source, variable, known));
  const overrides = applyEnvOverrides(source.data, env);
  const { errors, marked } = validator.validate('site.schema.json', source.data);
  const found = schemaProblems(source, errors, { blockAliases: validator.blockAliases });
  // The forms' API origin goes into every page's Content-Security-Policy and nginx.conf: a plain one only (origins.ts).
  const base = (source.data as { api?: { base?: unknown } }).api?.base;
  if (typeof base === 'string' && base && !found.some((p) => p.where === 'api › base') && !plainOriginOf(base, ['https:', 'http:'])) {
    found.push({ code: 'bad-value', severity: 'error', file: source.file, ...locate(source, ['api', 'base']), where: describePath(source.data, ['api', 'base']), message: `${JSON.stringify(base)} is not an API address the site can use: it must start with "https://" and a host name made of letters, digits, hyphens and dots (an optional ":port" and path after it).` });
  }
  for (const problem of found) {
    // A bad value that came from the environment is located at the property it replaced; say so.
    const override = overrides.find((o) => problem.where === describePath(source.data, o.path));
    if (override) problem.message += ` (this value comes from the environment variable ${override.variable})`;
  }
  return { envProblems, found, marked };
}

/** site.json writes links by name too (`"@signUp"`); the model carries their addresses, as pages' links do. */
function withNamedLinks(site: SiteConfig, marked: readonly MarkedValue[], links: Record<string, string>): SiteConfig {
  const out = structuredClone(site);
  for (const { kind, pointer, value } of marked) {
    const name = linkName(value);
    if (kind !== 'link' || !name || links[name] === undefined) continue;
    const path = pointerToPath(pointer);
    const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], out) as Record<string | number, unknown>;
    parent[path[path.length - 1]!] = links[name];
  }
  return out;
}

/**
 * Names every page can use for the site's contact details, so each is written once, in site.json:
 * `{{email}}`, `{{phone}}`, `{{address}}` in text; `@email`, `@phone`, `@sms` (and site.json's `links`) as links.
 */
export function siteNames(site: SiteConfig): { links: Record<string, string>; values: Record<string, string> } {
  const { contact, brand } = site;
  const a = contact.address;
  const links: Record<string, string> = { ...site.links, email: `mailto:${contact.email}` };
  if (contact.phoneLink) links.phone = contact.phoneLink;
  if (contact.textLink) links.sms = contact.textLink.replace(/^tel:/, 'sms:');
  // The number texts go to, written like {{phone}} ("(555) 010-4478"), so a page can show it bare beside the others.
  const texted = contact.textLink?.replace(/^(tel|sms):/, '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return {
    links,
    values: {
      brand: brand.name,
      email: contact.email,
      phone: contact.phone,
      address: `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`,
      ...(texted?.length === 10 ? { textPhone: `(${texted.slice(0, 3)}) ${texted.slice(3, 6)}-${texted.slice(6)}` } : {}),
    },
  };
}

function fragmentName(file: string): string {
  return file.slice(configLayout.fragmentsDir.length + 1).replace(/\.json$/, '');
}

function nestedIncludes(source: JsonSource): Problem[] {
  const sections = (source.data as { sections?: unknown }).sections;
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((s, i) => {
    if (!s || typeof s !== 'object' || !('include' in s)) return [];
    const path: JsonPath = ['sections', i, 'include'];
    return [{ code: 'nested-include' as const, file: source.file, ...locate(source, path), where: describePath(source.data, path), message: 'shared sections cannot include other shared sections; copy those sections in here, or include both from the page.' }];
  });
}

/** site.json alone: its settings when it is valid, or every problem in it. */
export type LoadedSettings = { ok: true; site: SiteConfig; warnings: Problem[] } | { ok: false; problems: Problem[] };

/**
 * site.json alone, checked as loadSite checks it (its JSON, repeated keys, the SITE_* variables and the
 * schema), for a command that needs one setting while pages may still have mistakes (`npm run new-page`
 * signs a new page's title with the brand's name). Nothing is cross-checked against the pages and `@name`
 * links stay as written: that is loadSite's work. An invalid file gives its problems, never a guessed default.
 */
export async function loadSiteSettings(options: Omit<LoadOptions, 'blockHooks'>): Promise<LoadedSettings> {
  const { root } = options;
  const env = options.env ?? {};
  const validator = options.validator ?? createSchemaValidator(path.join(root, configLayout.schemasDir));
  let text: string;
  try {
    text = readFileSync(path.join(root, configLayout.site), 'utf8');
  } catch {
    return { ok: false, problems: [{ code: 'file-unreadable', severity: 'error', file: configLayout.site, line: 1, column: 1, where: '', message: 'site.json is missing: every site needs one.' }] };
  }
  const parsed = parseJsonSource(configLayout.site, text);
  if (!parsed.ok) return { ok: false, problems: parsed.problems };
  const { source } = parsed;
  const { envProblems, found } = checkSiteSource(source, validator, env);
  const problems: Problem[] = [...duplicateKeys(source), ...envProblems, ...found];
  const all = sortProblems(problems.map((p) => ({ ...p, severity: p.severity ?? 'error' })));
  if (all.some((p) => !isWarning(p))) return { ok: false, problems: all };
  return { ok: true, site: source.data as SiteConfig, warnings: all };
}

import type { Problem } from './problems.ts';
import { didYouMean } from './suggest.ts';
import { valueOf, type Lazy, type LinkFacts, type PageFacts, type Place } from './page-facts.ts';
import type { SiteConfig } from './types.ts';
import { addressRule, canonicalAddress, isAddress, reservedAddresses } from './routes.ts';
import { wellFormedAddress } from './address-guess.ts';
import { linkName } from './substitution.ts';

interface SiteCheckInput {
  site: SiteConfig;
  /** Every name an `@name` link may use. */
  namedLinks: Record<string, string>;
  siteLinks: LinkFacts[];
  /** The built pages, as the cross-checks read them (page-facts.ts). */
  pages: PageFacts[];
  /** Pages with schema or syntax problems: their addresses (as far as they can be read) still count, so links to them are not reported twice. */
  invalidPages: { file: string; addresses: string[] }[];
  /** A page file could not be read at all, so its addresses are unknown: links to pages are not judged (they could lead there). */
  addressesUnknown?: boolean;
  /** When each file was last saved, to blame a duplicate on the copy, not the original (see ConfigFile.modified). */
  modified?: ReadonlyMap<string, number>;
  /** Links found in pages that failed schema validation: checked without anchors or variants. */
  looseLinks: LinkFacts[];
  /** Site paths of every file the built site serves ("/images/logo.svg"). */
  files: Set<string>;
}

function problemAt(at: Lazy<Place>, code: Problem['code'], message: string): Problem {
  return { code, ...valueOf(at), message };
}

/** Every address a page file writes (`path`, `aliases`, a family's addresses), read from data that may be invalid. */
export function writtenAddresses(data: unknown): string[] {
  const page = (data && typeof data === 'object' ? data : {}) as { path?: unknown; aliases?: unknown; family?: { pathPrefix?: unknown; variants?: unknown } };
  const family = page.family && typeof page.family === 'object' ? page.family : undefined;
  return [
    page.path,
    ...(Array.isArray(page.aliases) ? page.aliases : []),
    ...(typeof family?.pathPrefix === 'string' && family.variants && typeof family.variants === 'object' ? Object.keys(family.variants).map((v) => `${family.pathPrefix as string}${v}`) : []),
  ].filter((a): a is string => typeof a === 'string');
}

/**
 * What is wrong with a link to `pathname`, a page address no page has. Addresses are matched exactly, as a
 * CDN serves them (see routes.ts): a link that differs in case, or ends in a slash, is a different address.
 */
function brokenPageLink(pathname: string, addresses: readonly string[]): string {
  const bare = pathname.slice(0, -1);
  if (pathname.endsWith('/') && addresses.includes(bare)) {
    return `no page has the address ${pathname}: it ends with "/", and the page's address is ${bare}, without it. Write "${bare}".`;
  }
  const canonical = canonicalAddress(pathname);
  if (canonical !== pathname && addresses.includes(canonical)) {
    return `no page has the address ${pathname}: addresses are case-sensitive, so it is not the same as ${canonical}. Did you mean ${canonical}?`;
  }
  const rule = isAddress(pathname) ? '' : ` It is not written as an address: ${addressRule}.`;
  return `no page has the address ${pathname}.${rule}${didYouMean(pathname, addresses)}`;
}

/** A problem's code and message, before it is given its place. */
interface Said {
  code: Problem['code'];
  message: string;
}

/** One link of a page that is wrong: its key (a shared section's link has one key on every page), what is wrong, and, once reported, the problems. */
interface LinkFinding {
  key: string;
  link: LinkFacts;
  said: Said[];
  problems?: Problem[];
}

/**
 * What checking a page's links found, kept by the page's facts (the studio keeps an unchanged file's facts between
 * checks, page-memory.ts) for one shape of the site: its addresses, its files and its named links, all a link is judged
 * against. Judged anew at every check, the links of 10,000 pages (with the addresses each links to, below) took some
 * 70 ms of each 270 ms check of a draft.
 */
const linkFindings = new WeakMap<PageFacts, { shape: object; found: LinkFinding[] }>();
/** The last shape seen: the same token while the addresses, the files and the named links are the same. */
let lastShape: { signature: string; token: object } | undefined;

function siteShape(input: SiteCheckInput, addresses: ReadonlyMap<string, unknown>): object {
  const signature = [[...addresses.keys()].join('\n'), [...input.files].join('\n'), JSON.stringify(input.namedLinks), String(Boolean(input.addressesUnknown))].join('\u0000');
  if (lastShape?.signature !== signature) lastShape = { signature, token: {} };
  return lastShape.token;
}

function pageLinkFindings(page: PageFacts, shape: object, judge: (link: LinkFacts, anchors: Set<string>) => Said[]): LinkFinding[] {
  const kept = linkFindings.get(page);
  if (kept?.shape === shape) return kept.found;
  const anchors = new Set(page.anchors);
  const found: LinkFinding[] = [];
  for (const link of page.links) {
    const said = judge(link, anchors);
    if (said.length) found.push({ key: `${link.key}|${link.value}`, link, said });
  }
  linkFindings.set(page, { shape, found });
  return found;
}

/** What JSON Schema cannot say: addresses are unique, links lead somewhere, files exist, titles are unique. */
export function checkSite(input: SiteCheckInput): Problem[] {
  const problems: Problem[] = [];
  /** Each address, with where it is first written; the line is worked out only for a duplicate's message. */
  const addresses = new Map<string, { file: string; line: () => number }>();

  for (const page of input.pages) {
    for (const { address, at, line } of page.addresses) {
      const first = addresses.get(address);
      if (reservedAddresses.has(address)) {
        problems.push(problemAt(at, 'duplicate-path', `the address ${address} cannot be used: it is the name of the file the build writes for ${address === '/index' ? 'the home page' : 'the page-not-found page'}. Choose another address.`));
      } else if (first) {
        problems.push(problemAt(at, 'duplicate-path', `the address ${address} is already used by ${first.file} (line ${first.line()}); each address belongs to one page.`));
      } else {
        addresses.set(address, { file: page.file, line: () => valueOf(line) });
      }
    }
  }
  for (const source of input.invalidPages) {
    // An address written against the rule counts as the one it meant, which the links elsewhere use.
    for (const a of source.addresses.map((a) => (isAddress(a) ? a : wellFormedAddress(a)))) {
      if (!addresses.has(a)) addresses.set(a, { file: source.file, line: () => 1 });
    }
  }
  const notFound = input.pages.filter((p) => p.path === null);
  if (notFound.length === 0 && input.invalidPages.length === 0) {
    problems.push({ code: 'no-address', file: 'site-config', line: 1, column: 1, where: '', message: 'no page is the page-not-found page: add "notFound": true to exactly one page.' });
  }
  for (const extra of notFound.slice(1)) {
    problems.push(problemAt(extra.notFoundAt, 'duplicate-path', `only one page can be the page-not-found page; ${notFound[0]!.file} already is.`));
  }

  const externalNames = Object.keys(input.namedLinks);
  /** What is wrong with one link, as code and message: placed (problemAt) only when it is reported. */
  const judgeLink = (link: LinkFacts, anchors: Set<string> | undefined): Said[] => {
    const { value, kind } = link;
    if (value.includes('{{')) return []; // a family variable, checked per variant in its page
    const name = linkName(value);
    if (name !== undefined) {
      if (name in input.namedLinks) return [];
      return [{ code: 'unknown-external-link', message: `there is no link named "@${name}" (external links are named in site.json "links").${didYouMean(name, externalNames) || ` Known names: ${externalNames.join(', ')}.`}` }];
    }
    if (value.startsWith('#')) {
      const anchor = value.slice(1);
      if (anchor && anchors && !anchors.has(anchor)) return [{ code: 'broken-link', message: `this page has no section with the anchor "${anchor}".${didYouMean(anchor, anchors)}` }];
      return [];
    }
    if (!value.startsWith('/')) return [];
    const pathname = decodeURI(value.split(/[?#]/)[0]!);
    const isFile = kind === 'asset' || /\.[a-z0-9]+$/i.test(pathname);
    if (isFile) {
      if (input.files.has(pathname)) return [];
      return [{ code: 'missing-asset', message: `the file ${pathname} does not exist: put it in public${pathname}.${didYouMean(pathname, input.files)}` }];
    }
    if (addresses.has(pathname) || input.addressesUnknown) return [];
    return [{ code: 'broken-link', message: brokenPageLink(pathname, [...addresses.keys()]) }];
  };

  for (const link of [...input.siteLinks, ...input.looseLinks]) problems.push(...judgeLink(link, undefined).map((said) => problemAt(link.at, said.code, said.message)));
  const shape = siteShape(input, addresses);
  // A fragment's link is the same mistake on every page that includes it: reported once.
  const seen = new Set<string>();
  for (const page of input.pages) {
    for (const finding of pageLinkFindings(page, shape, judgeLink)) {
      if (seen.has(finding.key)) continue;
      seen.add(finding.key);
      finding.problems ??= finding.said.map((said) => problemAt(finding.link.at, said.code, said.message));
      problems.push(...finding.problems);
    }
  }

  problems.push(...duplicateTexts(input.pages, input.modified ?? new Map()));
  problems.push(...unlinkedPages(input));
  return problems;
}

/** The page address a link leads to ("/gap#faq?x" → "/gap"), or undefined for anything else. */
const linkedAddress = (value: string): string | undefined => (value.startsWith('/') && !value.includes('{{') ? value.split(/[?#]/)[0] : undefined);

/**
 * A page that no other page and nothing in site.json (the footer) links to: visitors cannot find it (five plan
 * pages were so). A warning at its address (a family's variant at its own); not for the page-not-found page, nor for a page marked
 * `reachedFromOutside` (a campaign landing page, the scheduler's return page).
 */
function unlinkedPages(input: SiteCheckInput): Problem[] {
  const linked = new Set<string>();
  for (const link of [...input.siteLinks, ...input.looseLinks]) {
    const to = linkedAddress(link.value);
    if (to) linked.add(to);
  }
  for (const page of input.pages) for (const to of addressesLinked(page)) linked.add(to);
  const problems: Problem[] = [];
  for (const page of input.pages) {
    if (page.path === null) continue;
    if (page.reachedFromOutside) continue;
    if (page.addresses.some((a) => linked.has(a.address))) continue;
    let warning = unlinkedWarnings.get(page);
    if (!warning) {
      warning = {
        ...problemAt(page.unlinkedAt, 'unlinked-page', `no other page links to ${page.path}, and neither does the footer, so visitors cannot find it. Link to it from a page where visitors look for it, or from the footer (site.json "footer"); if visitors reach it only from outside the site (an ad, an email), set "reachedFromOutside": true.`),
        severity: 'warning',
      };
      unlinkedWarnings.set(page, warning);
    }
    problems.push(warning);
  }
  return problems;
}

/**
 * The addresses a page links to, but its own (a link from a page to itself finds it no visitor; one from a sibling in
 * its family does), and an unlinked page's warning: kept by the page's facts, as its links' findings are.
 */
const linksOut = new WeakMap<PageFacts, string[]>();
const unlinkedWarnings = new WeakMap<PageFacts, Problem>();

function addressesLinked(page: PageFacts): string[] {
  let out = linksOut.get(page);
  if (!out) {
    out = [];
    for (const link of page.links) {
      const to = linkedAddress(link.value);
      if (to && !page.addresses.some((a) => a.address === to)) out.push(to);
    }
    linksOut.set(page, out);
  }
  return out;
}

/**
 * A title or description another page has too: a warning (the site works, search engines show both
 * pages alike), reported against the copy being edited, not the untouched original. The copy is the
 * file saved last: the dev server reloads on each save, so the page just edited is always the newest,
 * and this needs no git (temporary copies and fresh downloads have none). Files saved at the same moment
 * (a fresh checkout) fall back to the later name in file order.
 */
function duplicateTexts(pages: readonly PageFacts[], modified: ReadonlyMap<string, number>): Problem[] {
  const problems: Problem[] = [];
  const ordered = pages.map((page) => ({ page, age: modified.get(page.file) ?? 0 })).sort((a, b) => a.age - b.age || a.page.file.localeCompare(b.page.file)).map((e) => e.page);
  for (const field of ['title', 'description'] as const) {
    const used = new Map<string, PageFacts>();
    for (const expanded of ordered) {
      const value = expanded[field].value.trim().toLowerCase();
      const first = used.get(value);
      if (first && first.file !== expanded.file) {
        const line = valueOf(first[field].line);
        problems.push({
          ...problemAt(expanded[field].at, 'duplicate-title', `the same ${field} as ${first.file} (line ${line}): search engines need every page's ${field} to be different, or they show both pages alike. Write one for this page.`),
          severity: 'warning',
        });
      } else if (!first) used.set(value, expanded);
    }
  }
  // One report per file and field, however many variants of a family repeat it.
  return [...new Map(problems.map((p) => [`${p.file}:${p.line}:${p.message}`, p])).values()];
}

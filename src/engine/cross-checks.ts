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
  const checkLink = (link: LinkFacts, anchors: Set<string> | undefined) => {
    const { value, kind } = link;
    const report = (code: Problem['code'], message: string) => problems.push(problemAt(link.at, code, message));
    if (value.includes('{{')) return; // a family variable, checked per variant in its page
    const name = linkName(value);
    if (name !== undefined) {
      if (!(name in input.namedLinks)) {
        report('unknown-external-link', `there is no link named "@${name}" (external links are named in site.json "links").${didYouMean(name, externalNames) || ` Known names: ${externalNames.join(', ')}.`}`);
      }
      return;
    }
    if (value.startsWith('#')) {
      const anchor = value.slice(1);
      if (anchor && anchors && !anchors.has(anchor)) {
        report('broken-link', `this page has no section with the anchor "${anchor}".${didYouMean(anchor, anchors)}`);
      }
      return;
    }
    if (!value.startsWith('/')) return;
    const pathname = decodeURI(value.split(/[?#]/)[0]!);
    const isFile = kind === 'asset' || /\.[a-z0-9]+$/i.test(pathname);
    if (isFile) {
      if (!input.files.has(pathname)) {
        const near = didYouMean(pathname, input.files);
        report('missing-asset', `the file ${pathname} does not exist: put it in public${pathname}.${near}`);
      }
    } else if (!addresses.has(pathname) && !input.addressesUnknown) {
      report('broken-link', brokenPageLink(pathname, [...addresses.keys()]));
    }
  };

  for (const link of [...input.siteLinks, ...input.looseLinks]) checkLink(link, undefined);
  const seen = new Set<string>();
  for (const { anchors: written, links } of input.pages) {
    const anchors = new Set(written);
    for (const link of links) {
      // A fragment's link is the same mistake on every page that includes it: report it once.
      const key = `${link.key}|${link.value}`;
      const before = problems.length;
      if (seen.has(key)) continue;
      checkLink(link, anchors);
      if (problems.length > before) seen.add(key);
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
  for (const { addresses, links } of input.pages) {
    for (const link of links) {
      const to = linkedAddress(link.value);
      // A link from a page to itself finds it no visitor (one from a sibling in its family does).
      if (to && !addresses.some((a) => a.address === to)) linked.add(to);
    }
  }
  const problems: Problem[] = [];
  for (const page of input.pages) {
    if (page.path === null) continue;
    if (page.reachedFromOutside) continue;
    if (page.addresses.some((a) => linked.has(a.address))) continue;
    problems.push({
      ...problemAt(page.unlinkedAt, 'unlinked-page', `no other page links to ${page.path}, and neither does the footer, so visitors cannot find it. Link to it from a page where visitors look for it, or from the footer (site.json "footer"); if visitors reach it only from outside the site (an ad, an email), set "reachedFromOutside": true.`),
      severity: 'warning',
    });
  }
  return problems;
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
  const age = (e: PageFacts) => modified.get(e.file) ?? 0;
  const ordered = [...pages].sort((a, b) => age(a) - age(b) || a.file.localeCompare(b.file));
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

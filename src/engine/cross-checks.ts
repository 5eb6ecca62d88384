import { describePath, locate, type JsonPath, type JsonSource } from './json-source.ts';
import type { Problem } from './problems.ts';
import { didYouMean } from './suggest.ts';
import type { ExpandedPage, PageLink } from './expand-page.ts';
import type { SiteConfig } from './types.ts';
import { addressesOf } from './routes.ts';

interface SiteCheckInput {
  site: SiteConfig;
  /** Every name an `@name` link may use. */
  namedLinks: Record<string, string>;
  siteLinks: PageLink[];
  pages: ExpandedPage[];
  /** Pages with schema problems: their addresses still count, so links to them are not reported twice. */
  invalidPages: JsonSource[];
  /** Links found in pages that failed schema validation: checked without anchors or variants. */
  looseLinks: PageLink[];
  /** Site paths of every file the built site serves ("/images/logo.svg"). */
  files: Set<string>;
}

const normalise = (address: string) => (address.length > 1 ? address.replace(/\/+$/, '') : address).toLowerCase();

function problemAt(source: JsonSource, path: JsonPath, code: Problem['code'], message: string, key = false): Problem {
  return { code, file: source.file, ...locate(source, path, key), where: describePath(source.data, path), message };
}

/** What JSON Schema cannot say: addresses are unique, links lead somewhere, files exist, titles are unique. */
export function checkSite(input: SiteCheckInput): Problem[] {
  const problems: Problem[] = [];
  const addresses = new Map<string, { file: string; line: number }>();

  for (const { page, source, addressAt } of input.pages) {
    addressesOf(page).forEach((address, i) => {
      const path = addressAt[Math.min(i, addressAt.length - 1)] ?? [];
      const key = normalise(address);
      const first = addresses.get(key);
      if (first) {
        problems.push(problemAt(source, path, 'duplicate-path', `the address ${address} is already used by ${first.file} (line ${first.line}); each address belongs to one page.`, path[0] === 'family'));
      } else {
        addresses.set(key, { file: source.file, line: locate(source, path).line });
      }
    });
  }
  for (const source of input.invalidPages) {
    const data = source.data as { path?: unknown; aliases?: unknown };
    for (const a of [data.path, ...(Array.isArray(data.aliases) ? data.aliases : [])]) {
      if (typeof a === 'string' && !addresses.has(normalise(a))) addresses.set(normalise(a), { file: source.file, line: 1 });
    }
  }
  const notFound = input.pages.filter((p) => p.page.path === null);
  if (notFound.length === 0 && input.invalidPages.length === 0) {
    problems.push({ code: 'no-address', file: 'site-config', line: 1, column: 1, where: '', message: 'no page is the page-not-found page: add "notFound": true to exactly one page.' });
  }
  for (const extra of notFound.slice(1)) {
    problems.push(problemAt(extra.source, ['notFound'], 'duplicate-path', `only one page can be the page-not-found page; ${notFound[0]!.source.file} already is.`));
  }

  const externalNames = Object.keys(input.namedLinks);
  const checkLink = (link: PageLink, anchors: Set<string> | undefined) => {
    const { value, kind } = link;
    const report = (code: Problem['code'], message: string) => problems.push(problemAt(link.source, link.path, code, message));
    if (value.includes('{{')) return; // a family variable, checked per variant in its page
    if (value.startsWith('@')) {
      const name = value.slice(1);
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
    } else if (!addresses.has(normalise(pathname))) {
      report('broken-link', `no page has the address ${pathname}.${didYouMean(pathname, [...addresses.keys()])}`);
    }
  };

  for (const link of [...input.siteLinks, ...input.looseLinks]) checkLink(link, undefined);
  const seen = new Set<string>();
  for (const { page, links } of input.pages) {
    const anchors = new Set(page.sections.map((s) => s.anchor).filter((a): a is string => Boolean(a)));
    for (const link of links) {
      // A fragment's link is the same mistake on every page that includes it: report it once.
      const key = `${link.source.file}|${link.path.join('/')}|${link.value}`;
      const before = problems.length;
      if (seen.has(key)) continue;
      checkLink(link, anchors);
      if (problems.length > before) seen.add(key);
    }
  }

  for (const field of ['title', 'description'] as const) {
    const used = new Map<string, ExpandedPage>();
    for (const expanded of input.pages) {
      const value = expanded.page[field].trim().toLowerCase();
      const first = used.get(value);
      if (first && first.source !== expanded.source) {
        problems.push(problemAt(expanded.source, [field], 'duplicate-title', `the same ${field} as ${first.source.file}: search engines need every page's ${field} to be different.`));
      } else if (!first) used.set(value, expanded);
    }
  }
  return problems;
}

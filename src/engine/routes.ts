import { matchPath } from 'react-router-dom';
import type { ResolvedPage } from './types.ts';

/** Every address a page answers at: its path, then its aliases. */
export function addressesOf(page: ResolvedPage): string[] {
  return page.path === null ? [] : [page.path, ...page.aliases];
}

/**
 * The page for a requested address, or the not-found page. Matching follows the router's rules
 * (case-insensitive, a trailing slash is the same page). A family page is one ResolvedPage per
 * variant, so its addresses match like any other.
 */
export function resolveRoute(pages: readonly ResolvedPage[], pathname: string): { page: ResolvedPage; status: 200 | 404 } {
  for (const page of pages) {
    for (const address of addressesOf(page)) {
      if (matchPath({ path: address, caseSensitive: false, end: true }, pathname)) return { page, status: 200 };
    }
  }
  const notFound = pages.find((p) => p.path === null);
  if (!notFound) throw new Error('The site has no not-found page; validation guarantees one.');
  return { page: notFound, status: 404 };
}

/** The file a prerendered address is written to: `/` → `index.html`, `/gap` → `gap/index.html`. */
export function outputFileFor(address: string | null): string {
  if (address === null) return '404.html';
  return address === '/' ? 'index.html' : `${address.slice(1)}/index.html`;
}

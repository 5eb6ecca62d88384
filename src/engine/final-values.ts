import { describePath, locate } from './json-source.ts';
import type { ExpandedPage, PageLink } from './expand-page.ts';
import type { Problem } from './problems.ts';
import { valueAt } from './schema-messages.ts';
import { linkName, VALUE_PATTERN } from './substitution.ts';

/** Addresses that run code or carry a whole document instead of opening a page: never a link. */
const UNSAFE = /^\s*(javascript|data|vbscript|file):/i;

/** Why a finished link cannot be used, or undefined when it can. `fits` is the schema's own link or file rule. */
function whatIsWrong(value: string, kind: PageLink['kind'], fits: (definition: 'link' | 'asset', value: string) => boolean): string | undefined {
  const scheme = UNSAFE.exec(value)?.[1]?.toLowerCase();
  if (scheme) return `a ${scheme}: address is never allowed as a link (it would run code or carry content, not open a page)`;
  if (!fits(kind, value)) {
    return kind === 'asset'
      ? 'that is not a file of this site (a path from the site root, like "/images/rv.svg", without spaces)'
      : 'that is not a link this site accepts (a page "/…", a section "#…", "https://…", "mailto:…", "tel:…" or "sms:…", with no spaces and no "//" at the start)';
  }
  const mail = /^mailto:([^?]*)/i.exec(value)?.[1];
  if (mail !== undefined && !/^[^@\s"<>(),;:]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(decodeURIComponent(mail))) return `"${mail}" is not an email address (name@example.com)`;
  const phone = /^(tel|sms):(.*)$/i.exec(value)?.[2];
  if (phone !== undefined && (phone.match(/\d/g)?.length ?? 0) < 3) return `"${phone}" is not a phone number`;
  return undefined;
}

/**
 * Links as they are published, after `{{value}}`s are filled in and `@name`s replaced: the schema checked
 * what was written ("mailto:{{email}}"), this checks what it became. An error for each one that is unsafe
 * or broken, said with where its value came from.
 */
export function finalLinkProblems(
  pages: readonly ExpandedPage[],
  namedLinks: Record<string, string | undefined>,
  fits: (definition: 'link' | 'asset', value: string) => boolean,
): Problem[] {
  const problems = new Map<string, Problem>();
  for (const { page, links } of pages) {
    for (const link of links) {
      const written = valueAt(link.source.data, link.path);
      if (typeof written !== 'string') continue;
      const named = linkName(written);
      const filled = [...written.matchAll(VALUE_PATTERN)].map((m) => `{{${m[1]}}}`);
      // A value still holding {{…}} is reported where it is filled in (expand-page.ts); a link name that does not exist, by the cross-checks.
      if ((!named && !filled.length) || link.value.includes('{{')) continue;
      const value = named ? namedLinks[named] : link.value;
      if (value === undefined) continue;
      const wrong = whatIsWrong(value, link.kind, fits);
      if (!wrong) continue;
      const came = named
        ? `@${named} stands for ${JSON.stringify(value)} (from site.json)`
        : `with ${filled.join(', ')} filled in${page.variant ? ` for the "${page.variant}" variant` : ''}, this becomes ${JSON.stringify(value)}`;
      const problem: Problem = {
        code: 'bad-link',
        severity: 'error',
        file: link.source.file,
        ...locate(link.source, link.path),
        where: describePath(link.source.data, link.path),
        message: `${came}: ${wrong}.`,
      };
      problems.set(`${problem.file}:${problem.line}:${problem.column}:${problem.message}`, problem);
    }
  }
  return [...problems.values()];
}

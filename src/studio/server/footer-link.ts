/**
 * A new page's link in the footer (site.json `footer.groups[].links`), for both ways of making a page: the
 * studio's New page and `npm run new-page --footer`. Without it, or a link from another page, the validator
 * warns that visitors cannot find the page (cross-checks.ts, unlinked-page). The link is added as the last of its
 * group's links by the studio's minimal-edit writer, so site.json gains one line and keeps its own layout.
 */
import { configLayout } from '../../engine/config-files.ts';
import { parseJsonText } from '../../engine/json-source.ts';
import { configPath, readIfThere, StudioError, versionOf, writeWhole } from './file-store.ts';
import { editedText } from './save-edits.ts';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterGroup {
  heading: string;
  links: FooterLink[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The footer's groups as site.json's data has them, read as far as they go (a file mid-edit still offers its groups). */
export function footerGroupsOf(site: unknown): FooterGroup[] {
  const groups = isObject(site) && isObject(site.footer) ? site.footer.groups : undefined;
  if (!Array.isArray(groups)) return [];
  return groups.flatMap((group) => {
    if (!isObject(group) || typeof group.heading !== 'string') return [];
    const links = (Array.isArray(group.links) ? group.links : []).filter(
      (l): l is FooterLink => isObject(l) && typeof l.label === 'string' && typeof l.href === 'string',
    );
    return [{ heading: group.heading, links }];
  });
}

/** The words a footer link to a page shows: its title without the site's name ("Tire Care" of "Tire Care | Owl Admin"). */
export function footerLabel(title: string, brand: string): string {
  const words = title.trim();
  if (!brand) return words;
  const suffix = new RegExp(`\\s*\\|\\s*${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return words.replace(suffix, '').trim() || words;
}

/** Words too common to say which group a page belongs in. */
const common = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'your']);
const wordsOf = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w && !common.has(w)));

/**
 * The group a page named `name` most likely belongs under: the one whose heading and links share the most of its
 * words, a word found in fewer groups counting for more (as pickPicture weighs a picture's words: "tire" says
 * Vehicle coverage, "protection" hardly counts); between equals, and when no word is shared, the one that links
 * the most of `kin` (for a plan, the plan pages); none when nothing speaks for any group.
 */
export function likeliestGroup(groups: readonly FooterGroup[], name: string, kin: ReadonlySet<string>): string | undefined {
  const wanted = wordsOf(name);
  const described = groups.map((g) => wordsOf([g.heading, ...g.links.flatMap((l) => [l.label, l.href])].join(' ')));
  const score = (i: number) => [...wanted].reduce((sum, w) => sum + (described[i]!.has(w) ? 1 / described.filter((d) => d.has(w)).length : 0), 0);
  const kinLinked = (i: number) => groups[i]!.links.filter((l) => kin.has(l.href)).length;
  const ranked = groups.map((_, i) => i).sort((a, b) => score(b) - score(a) || kinLinked(b) - kinLinked(a));
  const best = ranked[0];
  return best !== undefined && (score(best) > 0 || kinLinked(best) > 0) ? groups[best]!.heading : undefined;
}

/**
 * site.json's `text` with `link` added as the last link of the footer group headed `heading`, edited where it
 * changes only (save-edits.ts editedText): one new line, in the house style. Unchanged when that group already
 * links to `link.href`. A StudioError when the text is not JSON (editedText would write it anew, losing nothing
 * but the person's layout: refused instead) or has no such group.
 */
export async function withFooterLink(text: string, heading: string, link: FooterLink): Promise<string> {
  let data: unknown;
  try {
    data = parseJsonText(text);
  } catch {
    throw new StudioError(400, `${configLayout.site} is not valid JSON just now: fix it in Site settings, then add the link to the footer there.`);
  }
  const groups = isObject(data) && isObject(data.footer) && Array.isArray(data.footer.groups) ? data.footer.groups : [];
  const group = groups.find((g): g is { links: unknown[] } => isObject(g) && g.heading === heading && Array.isArray(g.links));
  if (!group) {
    const headings = footerGroupsOf(data).map((g) => `“${g.heading}”`);
    throw new StudioError(400, `the footer has no group “${heading}”${headings.length ? `; its groups are ${headings.join(', ')}` : ''}.`);
  }
  if (group.links.some((l) => isObject(l) && l.href === link.href)) return text;
  group.links.push({ label: link.label, href: link.href });
  return editedText(text, data);
}

/**
 * Adds `link` to the footer group headed `heading` in the site.json of the project at `root`, with the studio's safe
 * write (file-store.ts writeWhole): all at once, and only if site.json is still the version read, so an edit made
 * meanwhile in another tab or editor is never overwritten. A StudioError, worded for the person, when it cannot.
 */
export async function addFooterLink(root: string, heading: string, link: FooterLink): Promise<void> {
  const at = await configPath(root, configLayout.site);
  const text = await readIfThere(at.abs);
  if (text === undefined) throw new StudioError(404, `there is no ${at.file}.`);
  const out = await withFooterLink(text, heading, link);
  if (out !== text) await writeWhole(at.file, at.abs, out, versionOf(text));
}

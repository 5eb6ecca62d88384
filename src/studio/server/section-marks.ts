/**
 * Which section of the edited file each section of the preview comes from, so the studio can scroll the preview to
 * the section being edited and outline it. The renderer marks each section it draws (`<!--section N-->`, N its place
 * on the page, includes expanded); here each mark is rewritten to the section's place in the edited file,
 * `<!--studio-section N-->`, or `<!--studio-section-->` for a section written elsewhere (a shared section the page
 * includes, or the page around an edited fragment).
 */
import type { ConfigFile } from '../../engine/config-files.ts';
import { configLayout } from '../../engine/config-files.ts';
import { looseData } from './site-state.ts';

type Owner = number | undefined;

const sectionsIn = (data: unknown): unknown[] => (data && typeof data === 'object' && Array.isArray((data as { sections?: unknown }).sections) ? (data as { sections: unknown[] }).sections : []);
const includeOf = (section: unknown): string | undefined => (section && typeof section === 'object' && typeof (section as { include?: unknown }).include === 'string' ? (section as { include: string }).include : undefined);

/**
 * For each section the page shows, in order: its index among `file`'s sections, or undefined when it comes from
 * another file. `pageData` is the shown page's file as written (the draft itself when a page is edited), `draft` the
 * edited file's data, `files` the rest of the site.
 */
export function sectionOwners(kind: ConfigFile['kind'], file: string, draft: unknown, pageData: unknown, files: readonly ConfigFile[]): Owner[] {
  const fragmentSections = (name: string): unknown[] => {
    const path = `${configLayout.fragmentsDir}/${name}.json`;
    if (path === file) return sectionsIn(draft);
    const found = files.find((f) => f.file === path);
    return found ? sectionsIn(looseData(found.text)) : [];
  };
  return sectionsIn(pageData).flatMap((section, index): Owner[] => {
    const include = includeOf(section);
    if (include === undefined) return [kind === 'page' ? index : undefined];
    const inside = fragmentSections(include);
    const own = kind === 'fragment' && `${configLayout.fragmentsDir}/${include}.json` === file;
    return inside.map((_, j) => (own ? j : undefined));
  });
}

/** The renderer's marks rewritten to the edited file's places; left out altogether when the counts disagree. */
export function markOwners(html: string, owners: readonly Owner[]): string {
  const marks = html.match(/<!--section \d+-->/g) ?? [];
  const fits = marks.length === owners.length;
  return html.replace(/<!--section (\d+)-->/g, (_, n: string) => {
    if (!fits) return '';
    const owner = owners[Number(n)];
    return owner === undefined ? '<!--studio-section-->' : `<!--studio-section ${owner}-->`;
  });
}

/**
 * What a save changed, in the words of the person who edits pages, for its commit message and the review:
 * "Edit /gap: hero heading, 2 FAQ answers", "New page /tire-care", "Delete /old", "Add picture tire.svg".
 * Pages and shared sections are compared section by section (sections aligned so an insertion is not read as every
 * later section changing), and within a section field by field, items of a list counted.
 */

/** One version of a file: its path in the repository and its text. */
export interface FileVersion {
  file: string;
  text: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b);

function parse(text: string): Json | undefined {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as Json;
  } catch {
    return undefined;
  }
}

/** A property's name in words: the few that say something else to an editor, others split from camelCase. */
const fieldWords: Record<string, string> = {
  image: 'picture',
  src: 'address',
  href: 'link',
  intro: 'introduction',
  tone: 'background',
  path: 'address',
  submitLabel: 'button label',
};
const words = (key: string) => fieldWords[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** "answer" → "answers" when there are several. */
const plural = (noun: string, count: number) => (count === 1 || /s$/.test(noun) ? noun : `${noun}s`);
const counted = (count: number, noun: string) => `${count} ${plural(noun, count)}`;

/** How a section is called, and how its main list's items are (a FAQ's questions, a card grid's cards). */
interface SectionKind {
  label: string;
  /** The key of its main list, the noun for one of its items, and words for the items' own fields. */
  list?: { key: string; item: string; fields?: Record<string, string> };
}

function kindOf(section: JsonObject): SectionKind {
  const type = typeof section.type === 'string' ? section.type : '';
  if (typeof section.include === 'string') return { label: `shared sections "${section.include}"` };
  switch (type) {
    case 'banner':
      return { label: section.layout === 'hero' ? 'hero' : 'banner' };
    case 'accordion':
      return section.faq === true
        ? { label: 'FAQ', list: { key: 'items', item: 'FAQ', fields: { title: 'question', text: 'answer' } } }
        : { label: 'accordion', list: { key: 'items', item: 'accordion item' } };
    case 'cardGrid':
      return { label: 'card grid', list: { key: 'cards', item: 'card' } };
    case 'tabs':
      return { label: 'tabs', list: { key: 'panels', item: 'tab' } };
    case 'carousel':
      return { label: 'carousel', list: { key: 'slides', item: 'slide' } };
    case 'comparisonTable':
      return { label: 'comparison table', list: { key: 'rows', item: 'table row' } };
    case 'list':
      return { label: 'list', list: { key: 'items', item: 'list item' } };
    case 'form':
      return { label: 'form', list: { key: 'fields', item: 'form field' } };
    case 'prose':
      return { label: 'text section' };
    default:
      return { label: type ? words(type) : 'section' };
  }
}

/**
 * Pairs two lists' entries: equal entries by a longest common subsequence, then, between two such anchors, the
 * leftovers in order when `pairable` says they are the same thing edited. What stays unpaired was added or removed.
 */
function align<T>(before: readonly T[], after: readonly T[], equal: (a: T, b: T) => boolean, pairable: (a: T, b: T) => boolean) {
  const n = before.length;
  const m = after.length;
  // lcs[i * (m + 1) + j]: the longest common subsequence of before[i..] and after[j..].
  const lcs = new Array<number>((n + 1) * (m + 1)).fill(0);
  const at = (i: number, j: number) => lcs[i * (m + 1) + j] ?? 0;
  const matches = (i: number, j: number) => i < n && j < m && equal(before[i] as T, after[j] as T);
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i * (m + 1) + j] = matches(i, j) ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const edited: [T, T][] = [];
  const removed: T[] = [];
  const added: T[] = [];
  let gapBefore: T[] = [];
  let gapAfter: T[] = [];
  const closeGap = () => {
    const unpairedAfter = [...gapAfter];
    for (const a of gapBefore) {
      const index = unpairedAfter.findIndex((b) => pairable(a, b));
      if (index >= 0) edited.push([a, ...unpairedAfter.splice(index, 1)] as [T, T]);
      else removed.push(a);
    }
    added.push(...unpairedAfter);
    gapBefore = [];
    gapAfter = [];
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (matches(i, j)) {
      closeGap();
      i++;
      j++;
    } else if (j >= m || (i < n && at(i + 1, j) >= at(i, j + 1))) gapBefore.push(before[i++] as T);
    else gapAfter.push(after[j++] as T);
  }
  closeGap();
  return { edited, removed, added };
}

/** The top-level keys whose values differ. */
const changedKeys = (before: JsonObject, after: JsonObject) => [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !same(before[k], after[k]));

/** One list field's changes as phrases: "2 FAQ answers", "1 card added". */
function listPhrases(before: Json[], after: Json[], item: string, itemFields: Record<string, string> = {}): string[] {
  const { edited, removed, added } = align(before, after, same, (a, b) => isObject(a) === isObject(b));
  const perField = new Map<string, number>();
  for (const [a, b] of edited) {
    const keys = isObject(a) && isObject(b) ? changedKeys(a, b) : [''];
    for (const key of keys) perField.set(key, (perField.get(key) ?? 0) + 1);
  }
  const phrases = [...perField].map(([key, count]) => counted(count, key ? `${item} ${itemFields[key] ?? words(key)}` : item));
  if (added.length) phrases.push(`${counted(added.length, item)} added`);
  if (removed.length) phrases.push(`${counted(removed.length, item)} removed`);
  return phrases;
}

/** What changed inside one section, each phrase naming the section as `name` ("hero heading", "2 FAQ answers"). */
function sectionPhrases(before: JsonObject, after: JsonObject, name: string, kind: SectionKind): string[] {
  const phrases: string[] = [];
  for (const key of changedKeys(before, after)) {
    const was = before[key];
    const now = after[key];
    const asList = Array.isArray(was) && Array.isArray(now) && [...was, ...now].some(isObject);
    if (kind.list && key === kind.list.key && Array.isArray(was) && Array.isArray(now)) {
      const nameless = name === kind.label ? '' : ` in ${name.slice(kind.label.length + 1)}`;
      phrases.push(...listPhrases(was, now, kind.list.item, kind.list.fields).map((p) => `${p}${nameless}`));
    } else if (asList) phrases.push(...listPhrases(was, now, `${name} ${words(key).replace(/s$/, '')}`));
    else phrases.push(`${name} ${words(key)}`);
  }
  return phrases;
}

const headingOf = (section: JsonObject) => (typeof section.heading === 'string' ? section.heading : '');
const short = (text: string) => (text.length > 32 ? `${text.slice(0, 31).trimEnd()}…` : text);

/** The phrases for a list of sections (a page's or a shared file's). */
function sectionsPhrases(before: Json[], after: Json[]): string[] {
  const objects = (list: Json[]) => list.filter(isObject);
  const was = objects(before);
  const now = objects(after);
  // A section's name: its kind, with its heading when the page has two of that kind ("card grid "How GAP works"").
  const labels = (list: JsonObject[]) => list.map((s) => kindOf(s).label);
  const twice = (list: string[]) => list.filter((label, i) => list.indexOf(label) !== i);
  const repeated = new Set([...twice(labels(was)), ...twice(labels(now))]);
  const nameOf = (section: JsonObject, other?: JsonObject) => {
    const { label } = kindOf(section);
    const heading = headingOf(section) || (other ? headingOf(other) : '');
    return repeated.has(label) && heading ? `${label} "${short(heading)}"` : label;
  };
  const sameKind = (a: JsonObject, b: JsonObject) => a.type === b.type && a.include === b.include;
  const { edited, removed, added } = align(was, now, same, sameKind);
  const phrases: string[] = [];
  for (const [a, b] of edited) phrases.push(...sectionPhrases(a, b, nameOf(b, a), kindOf(b)));
  // A section removed in one place and added unchanged in another was moved.
  const movedIn = new Set<JsonObject>();
  for (const gone of removed) {
    const there = added.find((a) => !movedIn.has(a) && same(a, gone));
    if (there) {
      movedIn.add(there);
      phrases.push(`move ${nameOf(there)}`);
    } else phrases.push(`remove ${nameOf(gone)}`);
  }
  for (const section of added) if (!movedIn.has(section)) phrases.push(`add ${nameOf(section)}`);
  return phrases;
}

/** The phrases for a JSON file: its own fields, then its sections. Keys that only tools read are left out. */
function documentPhrases(before: JsonObject, after: JsonObject): string[] {
  const phrases: string[] = [];
  for (const key of changedKeys(before, after)) {
    if (key === '$schema' || key === 'version') continue;
    const was = before[key];
    const now = after[key];
    if (key === 'sections' && Array.isArray(was) && Array.isArray(now)) phrases.push(...sectionsPhrases(was, now));
    else if (key === 'path') phrases.push(`address (was ${typeof was === 'string' ? was : 'none'})`);
    else if (isObject(was) && isObject(now)) phrases.push(...changedKeys(was, now).map((inner) => `${words(key)} ${words(inner)}`));
    else phrases.push(words(key));
  }
  return phrases;
}

/** The phrases as one line: at most three, then how many more. */
function listed(phrases: string[]): string {
  if (phrases.length <= 3) return phrases.join(', ');
  return `${phrases.slice(0, 3).join(', ')} and ${phrases.length - 3} more`;
}

/** What a file is to an editor: a page by its address, shared sections by name, the site's settings, a picture. */
function whatIs(file: string, data: Json | undefined): { noun: string; name: string; kind: 'page' | 'fragment' | 'site' | 'picture' | 'file' } {
  if (file === 'site-config/site.json') return { noun: 'site settings', name: '', kind: 'site' };
  if (file.startsWith('site-config/pages/')) {
    const address = isObject(data) && typeof data.path === 'string' ? data.path : `/${file.slice('site-config/pages/'.length).replace(/\.json$/, '')}`;
    return { noun: 'page', name: address, kind: 'page' };
  }
  if (file.startsWith('site-config/fragments/')) return { noun: 'shared sections', name: `"${file.slice('site-config/fragments/'.length).replace(/\.json$/, '')}"`, kind: 'fragment' };
  if (file.startsWith('public/images/')) return { noun: 'picture', name: file.slice('public/images/'.length), kind: 'picture' };
  return { noun: 'file', name: file, kind: 'file' };
}

/**
 * One line saying what changed from `before` to `after` (undefined: the file did not exist, or no longer does),
 * as a commit message says it to the people who edit pages.
 */
export function describeChange(before: FileVersion | undefined, after: FileVersion | undefined): string {
  const was = before && parse(before.text);
  const now = after && parse(after.text);
  const it = whatIs((after ?? before)?.file ?? '', now ?? was);
  const named = [it.noun === 'page' ? '' : it.noun, it.name].filter(Boolean).join(' ');
  if (it.kind === 'picture' || it.kind === 'file') {
    if (!before) return `Add ${named}`;
    if (!after) return `Delete ${named}`;
    return before.file !== after.file ? `Rename ${it.noun} ${whatIs(before.file, undefined).name} to ${it.name}` : `Replace ${named}`;
  }
  if (!before) return it.kind === 'page' ? `New page ${it.name}` : `New ${named}`;
  if (!after) return `Delete ${it.kind === 'page' ? whatIs(before.file, was).name : named}`;
  const heading = it.kind === 'site' ? 'Edit site settings' : `Edit ${named}`;
  if (!isObject(was) || !isObject(now)) return before.text === after.text ? `Save ${named || it.noun} unchanged` : heading;
  const phrases = documentPhrases(was, now);
  if (!phrases.length) return before.text === after.text ? `Save ${named || it.noun} unchanged` : `Reformat ${named || it.noun}`;
  return `${heading}: ${listed(phrases)}`;
}

/** Several files' changes as one commit message: each file's line, joined. */
export function describeChanges(changes: readonly { before?: FileVersion; after?: FileVersion }[]): string {
  return changes.map((c) => describeChange(c.before, c.after)).join('; ');
}

/**
 * The open file as the editor sees it: outline groups (page settings, or site.json's top-level groups), its
 * sections, and the edits the outline makes. Every edit returns a new document and leaves the old one as it
 * was, so the undo history can keep it.
 */
import { isOnlyPlaceholder } from '../../../engine/placeholders.ts';
import type { FileSummary, PaletteEntry } from '../../protocol.ts';
import type { JsonPath } from './problem-paths.ts';

export type Json = Record<string, unknown>;

/** Properties every file carries that the person never edits (the editor keeps them as they are). */
export const fixedKeys = ['$schema', 'version'];

/** A form over some of the document's own top-level properties. */
export interface Group {
  id: string;
  label: string;
  keys: string[];
}

/** What is selected in the outline: a group, or a section by its place. */
export type Selection = { kind: 'group'; id: string } | { kind: 'section'; index: number };

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const propertiesOf = (schema: unknown): Record<string, Json> =>
  isObject(schema) && isObject(schema.properties) ? (schema.properties as Record<string, Json>) : {};

/**
 * The outline's groups. A page or fragment has one ("Page settings": everything but its sections); site.json has
 * no sections, so each of its top-level groups (brand, footer, contact…) is one, and its plain values share "General".
 */
export function groupsOf(kind: FileSummary['kind'], schema: unknown): Group[] {
  const keys = Object.keys(propertiesOf(schema));
  if (kind !== 'site') return [{ id: 'settings', label: kind === 'page' ? 'Page settings' : 'Settings', keys: keys.filter((k) => k !== 'sections') }];
  const properties = propertiesOf(schema);
  const nested = (key: string) => properties[key]?.type === 'object' || properties[key]?.type === 'array';
  return [
    { id: 'general', label: 'General', keys: keys.filter((k) => !nested(k)) },
    ...keys.filter(nested).map((key) => ({ id: key, label: String(properties[key]?.title ?? key), keys: [key] })),
  ];
}

/** The file's schema cut down to a group's properties (its definitions kept, for the `$ref`s inside them). */
export function groupSchema(schema: unknown, group: Group): Json {
  const root = isObject(schema) ? schema : {};
  const properties = propertiesOf(root);
  const required = Array.isArray(root.required) ? root.required.filter((k) => group.keys.includes(String(k))) : [];
  const { $id: _id, $schema: _schema, examples: _examples, ...rest } = root;
  return { ...rest, title: undefined, description: undefined, required, properties: Object.fromEntries(group.keys.filter((k) => k in properties).map((k) => [k, properties[k]])) };
}

export const pick = (data: Json, keys: string[]): Json => Object.fromEntries(Object.entries(data).filter(([k]) => keys.includes(k)));

/**
 * `data` with a group's properties replaced by `values`, in the file's own order, removed ones gone. A new one goes
 * before the first of the group's properties that the schema lists after it (at the end if none), so a property taken
 * out and put back (a page's address, when its kind is changed and changed back) returns to its place.
 */
export function withGroup(data: Json, group: Group, values: Json): Json {
  const out: Json = {};
  const added = Object.keys(values).filter((key) => !(key in data) && group.keys.includes(key) && values[key] !== undefined);
  const rank = (key: string) => group.keys.indexOf(key);
  for (const [key, value] of Object.entries(data)) {
    if (group.keys.includes(key)) for (const before of added.filter((a) => !(a in out) && rank(a) < rank(key))) out[before] = values[before];
    if (!group.keys.includes(key)) out[key] = value;
    else if (values[key] !== undefined) out[key] = values[key];
  }
  for (const key of added) if (!(key in out)) out[key] = values[key];
  return out;
}

export const sectionsOf = (data: Json): unknown[] | undefined => (Array.isArray(data.sections) ? data.sections : undefined);

const withSections = (data: Json, sections: unknown[]): Json => ({ ...data, sections });

/** A section's title in the outline: its heading, what it includes, or its block's plain name. */
export function sectionLabel(section: unknown, palette: readonly PaletteEntry[]): string {
  if (!isObject(section)) return 'Section (not an object)';
  if (typeof section.include === 'string') return `Shared sections: ${section.include}`;
  const name = palette.find((p) => p.type === section.type)?.name ?? (typeof section.type === 'string' ? section.type : 'Section');
  // A heading still at its placeholder ("Write the heading here") names nothing yet: the block's name does.
  const heading = [section.heading, section.title, section.eyebrow].find((h) => typeof h === 'string' && h.trim() && !isOnlyPlaceholder(h));
  return heading ? String(heading) : name;
}

export const blockName = (section: unknown, palette: readonly PaletteEntry[]): string =>
  isObject(section) ? (typeof section.include === 'string' ? 'Shared sections' : (palette.find((p) => p.type === section.type)?.name ?? String(section.type ?? 'Section'))) : 'Section';

export function moveSection(data: Json, from: number, to: number): Json {
  const sections = [...(sectionsOf(data) ?? [])];
  if (from === to || to < 0 || to >= sections.length) return data;
  const [moved] = sections.splice(from, 1);
  sections.splice(to, 0, moved);
  return withSections(data, sections);
}

export function insertSection(data: Json, at: number, section: unknown): Json {
  const sections = [...(sectionsOf(data) ?? [])];
  sections.splice(at, 0, section);
  return withSections(data, sections);
}

export const duplicateSection = (data: Json, index: number): Json => insertSection(data, index + 1, structuredClone((sectionsOf(data) ?? [])[index]));

export function deleteSection(data: Json, index: number): Json {
  const sections = [...(sectionsOf(data) ?? [])];
  sections.splice(index, 1);
  return withSections(data, sections);
}

export function replaceSection(data: Json, index: number, section: unknown): Json {
  const sections = [...(sectionsOf(data) ?? [])];
  sections[index] = section;
  return withSections(data, sections);
}

/** Which outline item a path in the file belongs to, and the path inside that item's form. */
export function locate(path: JsonPath, groups: readonly Group[]): { selection: Selection; inForm: JsonPath } | undefined {
  const [first, second] = path;
  if (first === 'sections' && typeof second === 'number') return { selection: { kind: 'section', index: second }, inForm: path.slice(2) };
  const group = groups.find((g) => typeof first === 'string' && g.keys.includes(first));
  return group ? { selection: { kind: 'group', id: group.id }, inForm: path } : undefined;
}

export const sameSelection = (a: Selection, b: Selection) =>
  a.kind === b.kind && (a.kind === 'group' ? a.id === (b as { id: string }).id : a.index === (b as { index: number }).index);

/** Whether two JSON values are equal (for "are there unsaved edits" and "did the form really change anything"). */
export const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Problems in the studio's words. The validator writes for people who read the file: `npm run validate` says
 * "site-config/pages/gap.json:135:9  sections[4] (accordion) › items[5]: is missing the required property `title`",
 * and keeps saying it (developers jump to line 135). The studio's users see a form, not a file, so the studio says
 * the same problem with the form's own names, taken from the schemas' titles: "Section 5 (GAP questions), the title
 * of question or topic 6: must be filled in". Every place of the studio that shows a problem (the problem list, the
 * message under a field, the preview while it waits for a fix) words it here.
 */
import type { Problem } from '../../../engine/problems.ts';
import type { FileSummary, Schemas } from '../../protocol.ts';
import { groupsOf, isObject, locate, sectionLabel, sectionsOf, type Json } from './document.ts';
import { parts } from './form/form-ui.ts';
import { fileSchema, sectionSchema } from './form-schemas.ts';
import { problemPath, type JsonPath } from './problem-paths.ts';
import { capitalised, inSentence, itemNoun, numbered, singular } from './words.ts';

/** A problem as the studio says it. */
export interface WordedProblem {
  /** The outline item it is in: "Section 5 (GAP questions)", "Page settings"; empty for the whole file. */
  place: string;
  /** The field, inside that item: "the title of question or topic 6"; empty for the item as a whole. */
  field: string;
  /** What is wrong, with no backticks, JSON words or line numbers: "must be filled in". */
  message: string;
}

/** What wording a problem needs to know of the file it is in. */
export interface WordingContext {
  data: unknown;
  kind: FileSummary['kind'];
  schemas: Schemas;
}

const propertyOf = (node: Json | undefined, key: string): Json | undefined => {
  if (!node) return undefined;
  for (const part of parts(node)) {
    const found = isObject(part.properties) ? part.properties[key] : undefined;
    if (isObject(found)) return found;
  }
  return undefined;
};

/** The schema of the value at `path` inside `schema` (undefined where the schema does not say). */
function schemaAt(schema: unknown, path: JsonPath): Json | undefined {
  let node = isObject(schema) ? schema : undefined;
  for (const key of path) node = typeof key === 'number' ? (isObject(node?.items) ? node.items : undefined) : propertyOf(node, key);
  return node;
}

/**
 * A place inside a form, in words, innermost first: ['cards', 1, 'title'] → "the title of card 2";
 * ['intro', 0] → "paragraph 1 of the introduction". A list is not named again just before one of its items
 * ("card 2", not "card 2 of the cards") unless its title says more than its items' name does.
 */
function fieldWords(schema: unknown, path: JsonPath): string {
  type Step = { item: string } | { title: string; listOf: string | undefined };
  const steps: Step[] = [];
  let node = isObject(schema) ? schema : undefined;
  for (const key of path) {
    if (typeof key === 'number') {
      steps.push({ item: numbered(itemNoun(node), key) });
      node = isObject(node?.items) ? node.items : undefined;
    } else {
      const property = propertyOf(node, key);
      steps.push({ title: inSentence(String(property?.title ?? key)), listOf: property && isObject(property.items) ? itemNoun(property) : undefined });
      node = property;
    }
  }
  const words: string[] = [];
  steps.forEach((step, i) => {
    if ('item' in step) return words.unshift(step.item);
    const beforeItem = steps[i + 1] && 'item' in steps[i + 1]!;
    if (beforeItem && (singular(step.title) === step.listOf || step.title === 'items')) return;
    words.unshift(`the ${step.title}`);
  });
  return words.join(' of ');
}

/** "the text \"x\"": names in a message, by their form label where the schema has one. */
function plainWords(text: string, nameOf: (name: string) => string): string {
  return text
    .replace(/`([^`]+)`/g, (_, name: string) => `“${nameOf(name)}”`)
    // Where else in a file something is: the studio shows no lines ("used by site-config/pages/gap.json (line 4)").
    .replace(/ ?\(([^()]*?) ?line \d+\)/g, (_, before: string) => (before.trim() ? ` (${before.trim()})` : ''))
    .replace(/ \(in double quotes\)/g, '')
    .replace(/ in square brackets \[ … \]/g, '')
    .replace(/an object in curly braces \{ … \}/g, 'a group of settings');
}

/**
 * What is wrong, in the form's words. `schema` is the form's schema (a block's, or the file's for its settings),
 * `path` the problem's place inside it.
 */
function plainMessage(problem: Problem, schema: unknown, path: JsonPath, schemas: Schemas): string {
  const at = schemaAt(schema, path);
  const owner = schemaAt(schema, problem.code === 'missing-property' ? path.slice(0, -1) : path);
  const blockTitle = (type: string) => schemas.palette.find((p) => p.type === type)?.name;
  const nameOf = (name: string) => {
    const title = propertyOf(owner, name)?.title;
    return typeof title === 'string' ? title : (blockTitle(name) ?? name);
  };
  switch (problem.code) {
    case 'missing-property':
      if (at && (at.type === 'array' || isObject(at.items))) return `needs at least one ${itemNoun(at)}`;
      if (at && (at.type === 'object' || isObject(at.properties))) return 'is required';
      return 'must be filled in';
    case 'duplicate-key': {
      const name = /`([^`]+)`/.exec(problem.message)?.[1] ?? '';
      return `“${nameOf(name)}” is written twice here in the file, and only the last one is used. Open the file in a text editor and delete the one you do not want.`;
    }
    case 'wrong-type':
      if (/, got null$/.test(problem.message)) return 'must be filled in';
      break;
    case 'unknown-property':
      return plainWords(
        problem.message
          .replace(/is not a property of an? (\w+) block\./, (_, type: string) => `is not a setting of ${withBlockArticle(blockTitle(type) ?? type)} section: it is in the file, but this kind of section does not use it.`)
          .replace(/is not a property of this object\./, 'is not a setting here: it is in the file, but nothing here uses it.'),
        nameOf,
      );
    default:
      break;
  }
  return plainWords(problem.message, nameOf);
}

const withBlockArticle = (name: string) => `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${inSentence(name)}`;

/** A problem of the file the editor has open, in the studio's words. */
export function wordProblem(problem: Problem, { data, kind, schemas }: WordingContext): WordedProblem {
  const path = problemPath(problem);
  const file = fileSchema(schemas, kind);
  const groups = groupsOf(kind, file);
  const at = locate(path, groups);
  if (!at) return { place: '', field: '', message: plainMessage(problem, file, path, schemas) };
  if (at.selection.kind === 'group') {
    const { id } = at.selection;
    return { place: groups.find((g) => g.id === id)?.label ?? '', field: fieldWords(file, at.inForm), message: plainMessage(problem, file, at.inForm, schemas) };
  }
  const section = isObject(data) ? sectionsOf(data)?.[at.selection.index] : undefined;
  const schema = sectionSchema(schemas, section);
  const label = section === undefined ? '' : sectionLabel(section, schemas.palette);
  return {
    place: `Section ${at.selection.index + 1}${label ? ` (${label})` : ''}`,
    field: fieldWords(schema, at.inForm),
    message: plainMessage(problem, schema, at.inForm, schemas),
  };
}

/** The whole problem in one line: "Section 5 (GAP questions), the title of question or topic 6: must be filled in". */
export function problemSentence({ place, field, message }: WordedProblem): string {
  const where = capitalised([place, field].filter(Boolean).join(', '));
  return where ? `${where}: ${message}` : capitalised(message);
}

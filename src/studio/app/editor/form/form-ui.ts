/**
 * The form's layout hints (rjsf's uiSchema), read from the schema itself so that a new block or property gets them
 * the day it is added: every list item is named by what it is ("Paragraph 2", "Card 3", not "Text-2"), every list
 * knows what its "+" adds, text marked x-multiline is a box of several lines, and a list of paragraphs always shows
 * at least one, so a new question comes with its answer field.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { isObject, type Json } from '../document.ts';
import { capitalised, inSentence, itemNoun, numbered } from '../words.ts';

/** What the studio's own templates and widgets read from `ui:options` (see ArrayTemplates.tsx and LinkWidget.tsx). */
export interface StudioUiOptions {
  /** On a list: what one of its items is called, in a sentence ("paragraph"). */
  itemNoun?: string;
  /** On a list item: its name, in a sentence ("paragraph 2"). */
  itemName?: string;
  /** On text: shown as a box of several lines that grows with the text. */
  multiline?: boolean;
  /** On a list item: its schema's description is not repeated under every item (the list's own says what they are). */
  hideDescription?: boolean;
}

/** The schemas a node's properties may come from: itself and its conditional branches (`if/then`, `allOf`…). */
export function parts(node: Json): Json[] {
  const branches = ['allOf', 'anyOf', 'oneOf'].flatMap((key) => (Array.isArray(node[key]) ? (node[key] as unknown[]) : [])).filter(isObject);
  const conditional = [node.then, node.else].filter(isObject);
  return [node, ...[...branches, ...conditional].flatMap(parts)];
}

const optionsOf = (ui: UiSchema): StudioUiOptions & Json => (ui['ui:options'] ??= {}) as StudioUiOptions & Json;

/** Whether a list holds paragraphs of text (its items are x-multiline text): it then always shows one to fill in. */
const isParagraphList = (node: unknown): boolean => isObject(node) && isObject(node.items) && node.items['x-multiline'] === true;

function walk(node: unknown): UiSchema {
  if (!isObject(node)) return {};
  const ui: UiSchema = {};
  for (const part of parts(node)) {
    const properties = isObject(part.properties) ? part.properties : {};
    for (const [key, child] of Object.entries(properties)) {
      const inner = walk(child);
      if (Object.keys(inner).length) ui[key] = { ...(ui[key] as UiSchema | undefined), ...inner };
    }
  }
  if (node['x-multiline'] === true) optionsOf(ui).multiline = true;
  // A map of named entries (a family's variants, site.json's links): its "+" says what it adds, as a list's does.
  if (isObject(node.additionalProperties)) optionsOf(ui).itemNoun = inSentence(String(node.additionalProperties.title ?? 'entry'));
  if (isObject(node.items)) {
    const noun = itemNoun(node);
    const itemUi = walk(node.items);
    optionsOf(ui).itemNoun = noun;
    if (isParagraphList(node)) ui['ui:field'] = 'ParagraphsField';
    ui.items = (_item: unknown, index: number): UiSchema => ({
      ...itemUi,
      'ui:title': capitalised(numbered(noun, index)),
      'ui:options': { ...(itemUi['ui:options'] as Json | undefined), itemName: numbered(noun, index), hideDescription: true },
    });
  }
  return ui;
}

/** The uiSchema of a form over `schema`, with `base` (the form's own fixed hints) laid over it. */
export function formUi(schema: RJSFSchema, base: UiSchema = {}): UiSchema {
  return { ...walk(schema), ...base };
}

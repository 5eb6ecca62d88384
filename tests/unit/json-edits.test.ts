/**
 * The one minimal-edit JSON writer (src/engine/json-edits.ts), under the studio's saves (save-style.test.ts,
 * studio-files.test.ts) and the migrations (migrations.test.ts): what neither of those pins down alone.
 */
import { describe, expect, it } from 'vitest';
import { applyEdits, detectStyle, expanded, jsonEdits } from '../../src/engine/json-edits.ts';

const edit = (text: string, data: unknown) => {
  const edits = jsonEdits(text, data);
  if (!edits) throw new Error('no edits');
  return applyEdits(text, edits);
};

describe('jsonEdits', () => {
  const text = '{\n  "type": "banner",\n  "headline":   { "text": "Hi" },\n  "legacy": true\n}\n';

  it('renames a key where it stands: only the name changes, the value keeps its own text', () => {
    expect(edit(text, { type: 'banner', heading: { text: 'Hi' }, legacy: true })).toBe(text.replace('"headline"', '"heading"'));
  });

  it('does not take a key that moved, or whose value changed, for a rename: the old one goes, the new one is added where it stands', () => {
    const moved = edit(text, { heading: { text: 'Hi' }, type: 'banner', legacy: true });
    expect(moved).toBe('{\n  "heading": {\n    "text": "Hi"\n  },\n  "type": "banner",\n  "legacy": true\n}\n');
    const changed = edit(text, { type: 'banner', heading: { text: 'Hello' }, legacy: true });
    expect(changed).toBe('{\n  "type": "banner",\n  "heading": {\n    "text": "Hello"\n  },\n  "legacy": true\n}\n');
  });

  it('gives offsets in the text as written, byte-order mark included, and keeps the mark', () => {
    const bom = `\ufeff${text}`;
    const edits = jsonEdits(bom, { type: 'card', headline: { text: 'Hi' }, legacy: true })!;
    expect(edits).toEqual([{ offset: bom.indexOf('"banner"'), length: '"banner"'.length, content: '"card"' }]);
    expect(applyEdits(bom, edits)).toBe(bom.replace('"banner"', '"card"'));
  });

  it('is undefined for a text that is not JSON, or whose top level changes kind: there is nothing to keep', () => {
    expect(jsonEdits('{ "a": 1, }', { a: 2 })).toBeUndefined();
    expect(jsonEdits('[1, 2]', { a: 2 })).toBeUndefined();
  });

  it('lays a new list or object out one item a line in the file’s own indentation and line endings, unless told otherwise', () => {
    const tabs = '{\r\n\t"a": 1\r\n}\r\n';
    expect(detectStyle(tabs)).toEqual({ unit: '\t', eol: '\r\n' });
    expect(edit(tabs, { a: 1, b: [1, 2] })).toBe('{\r\n\t"a": 1,\r\n\t"b": [\r\n\t\t1,\r\n\t\t2\r\n\t]\r\n}\r\n');
    expect(expanded({ x: 1 }, '  ', { unit: '  ', eol: '\n' })).toBe('{\n    "x": 1\n  }');
    const marked = jsonEdits(tabs, { a: 1, b: [1, 2] }, (value) => `<${JSON.stringify(value)}>`)!;
    expect(applyEdits(tabs, marked)).toBe('{\r\n\t"a": 1,\r\n\t"b": <[1,2]>\r\n}\r\n');
  });
});

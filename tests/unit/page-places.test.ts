/**
 * A page's facts hold its source for as long as the site's run is kept, and a place in it (where a problem is said) is
 * worked out on a syntax tree of its own, never kept on the source: at +10,000 pages, placing every unlinked page's
 * warning kept a tree per page, 555 MB of the 793 MB live after validation (src/engine/page-facts.ts, placeOf).
 */
import type { Node } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { locate, parseJsonSource, treeNotKept, type JsonSource } from '../../src/engine/json-source.ts';
import { placeOf, valueOf } from '../../src/engine/page-facts.ts';

const text = '{\n  "path": "/tire-care",\n  "sections": [\n    { "type": "banner", "heading": "Tires" }\n  ]\n}\n';

describe('a place in a page file', () => {
  it('is found where the file says it, without asking the source for its kept tree', () => {
    const parsed = parseJsonSource('site-config/pages/tire-care.json', text);
    if (!parsed.ok) throw new Error('the fixture is JSON');
    let asked = 0;
    const source: JsonSource = {
      ...parsed.source,
      get root(): Node {
        asked++;
        return parsed.source.root;
      },
    };
    const at = placeOf(source, ['sections', 0, 'heading'], (p) => p);
    expect(valueOf(at)).toEqual({ file: 'site-config/pages/tire-care.json', line: 4, column: 36, where: 'sections[0] (banner) › heading' });
    expect(asked, 'the source kept no tree for it').toBe(0);
  });

  it('is the same on a copy with a tree of its own as on the source, for a key, a value and a path that is missing', () => {
    const parsed = parseJsonSource('site-config/pages/tire-care.json', text);
    if (!parsed.ok) throw new Error('the fixture is JSON');
    for (const [path, key] of [[['path'], false], [['path'], true], [['sections', 0, 'image'], false]] as const) {
      expect(locate(treeNotKept(parsed.source), [...path], key)).toEqual(locate(parsed.source, [...path], key));
    }
  });
});

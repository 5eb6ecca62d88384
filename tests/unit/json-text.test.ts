/**
 * The one plain JSON read (json-source.ts parseJsonText): files saved by Windows editors start with a byte-order
 * mark, which JSON.parse refuses. Every reader that needs only the data (the studio's open and footer-link, the
 * migrations) goes through it, so a BOM never makes a good file look broken in one place and fine in another.
 */
import { describe, expect, it } from 'vitest';
import { BOM, parseJsonSource, parseJsonText, withoutBom } from '../../src/engine/json-source.ts';
import { withFooterLink } from '../../src/studio/server/footer-link.ts';

describe('parseJsonText', () => {
  it('reads JSON with or without a byte-order mark first, as JSON.parse reads it without', () => {
    expect(parseJsonText('{"a": [1, 2]}')).toEqual({ a: [1, 2] });
    expect(parseJsonText(`${BOM}{"a": [1, 2]}\r\n`)).toEqual({ a: [1, 2] });
    expect(() => JSON.parse(`${BOM}{}`)).toThrow(SyntaxError); // why it exists
  });

  it('still refuses what is not JSON, and a mark anywhere but first', () => {
    expect(() => parseJsonText('{ "a": 1, }')).toThrow(SyntaxError);
    expect(() => parseJsonText(`{}${BOM}`)).toThrow(SyntaxError);
    expect(() => parseJsonText(`${BOM}${BOM}{}`)).toThrow(SyntaxError);
    expect(withoutBom(`${BOM}${BOM}x`)).toBe(`${BOM}x`);
  });

  it('agrees with the validator’s parse, which names line and column', () => {
    const text = `${BOM}{\r\n  "path": "/gap"\r\n}\r\n`;
    const source = parseJsonSource('site-config/pages/gap.json', text);
    expect(source.ok && source.source.data).toEqual(parseJsonText(text));
  });
});

describe('a reader that goes through it', () => {
  const site = (bom: string) => `${bom}{\n  "footer": { "groups": [{ "heading": "Plans", "links": [{ "label": "GAP", "href": "/gap" }] }] }\n}\n`;

  it('adds a footer link to a site.json saved with a byte-order mark, and keeps the mark', async () => {
    const out = await withFooterLink(site(BOM), 'Plans', { label: 'Tire', href: '/tire' });
    expect(out.startsWith(BOM)).toBe(true);
    expect(parseJsonText(out)).toMatchObject({ footer: { groups: [{ links: [{ href: '/gap' }, { href: '/tire' }] }] } });
    expect(out.slice(1)).toBe(await withFooterLink(site(''), 'Plans', { label: 'Tire', href: '/tire' }));
  });
});

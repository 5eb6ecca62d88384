import { describe, expect, it } from 'vitest';
import { parseJsonSource } from '../../src/engine/json-source.ts';
import { HEAVY_PICTURE, pictureWarnings, type PictureRules } from '../../src/engine/picture-rules.ts';
import { productNameWarnings } from '../../src/engine/product-names.ts';
import { quoteSourceWarnings } from '../../src/engine/quote-sources.ts';
import type { MarkedValue } from '../../src/engine/schema-validator.ts';
import { percentagesIn, statedFigureWarnings } from '../../src/engine/stated-figures.ts';
import type { WrittenFile } from '../../src/engine/written-text.ts';
import { expectPlain } from '../helpers/plain-problems.ts';
import { positionOf } from '../helpers/temp-project.ts';

/**
 * What the site may claim (issue 14 items 1 and 2, issue 22 item 5; docs/content-claims.md), as the validator's rules
 * (src/engine/stated-figures.ts, quote-sources.ts, product-names.ts, picture-rules.ts, with their data in site.json's
 * `contentRules`): each is checked on a small page or picture made up here, one that breaks it getting the exact
 * warning, with file, line, column and a plain message, and one that keeps it getting none. That the real site keeps
 * them is `npm run validate -- --strict`'s to say, and tests/unit/content.test.ts's.
 */

const file = 'site-config/pages/made-up.json';

/** A made-up page file, as written: two-space JSON, as the studio and people save it. */
function page(data: object, marked: MarkedValue[] = []): WrittenFile & { text: string } {
  const text = `${JSON.stringify({ $schema: '../../schemas/page.schema.json', version: 2, path: '/made-up', title: 'Made up', ...data }, null, 2)}\n`;
  const parsed = parseJsonSource(file, text);
  if (!parsed.ok) throw new Error('fixture is not JSON');
  return { source: parsed.source, marked, text };
}

const percentages = ['80%', '40-60%', '20-30%', '30-60%'];

describe('percentages: only the figures site.json lists (code unsourced-figure)', () => {
  it('reads a percentage as people write it, and a range in one form', () => {
    const figures = (text: string) => percentagesIn(text).map((p) => p.figure);
    expect(figures('up to 80% of profits, 40-60% or 20–30 % saved')).toEqual(['80%', '40-60%', '20-30%']);
    expect(figures('fees 30 to 60 percent lower; 12.5 per cent more')).toEqual(['30-60%', '12.5%']);
    expect(figures('1,284 contracts, 3 days, 24 hours')).toEqual([]);
  });

  it('a figure no source backs is a warning at its text, naming the list', () => {
    const fixture = page({ sections: [{ type: 'banner', heading: 'Claims paid', text: ['96% of claims are paid within a day.'] }] });
    const found = statedFigureWarnings([fixture], percentages);
    expect(found).toEqual([
      {
        code: 'unsourced-figure',
        severity: 'warning',
        file,
        ...positionOf(fixture.text, '"96% of claims'),
        where: 'sections[0] (banner) › text[0]',
        message: 'states "96%", a percentage no source backs: the site states only the specification\'s figures (docs/requirements.md §1), listed in site.json\'s content rules (percentages: 80%, 40-60%, 20-30%, 30-60%). Remove it, or add it there once its source is recorded (docs/content-claims.md).',
      },
    ]);
    expectPlain(found[0]!, 'text[0]');
  });

  it('the listed figures, however written, and addresses are not claims', () => {
    const fixture = page(
      { sections: [{ type: 'prose', paragraphs: ['Keep up to 80% of profits, and 30 to 60 percent lower fees.'], link: '/search?q=1%25' }] },
      [{ kind: 'link', pointer: '/sections/0/link', value: '/search?q=1%25' }],
    );
    expect(statedFigureWarnings([fixture], percentages)).toEqual([]);
    expect(statedFigureWarnings([fixture], ['80%']).map((p) => p.message.slice(0, 20))).toEqual(['states "30 to 60 per']);
  });
});

describe('testimonials: no person named without a source (code unsourced-quote)', () => {
  const carousel = (slides: object[]) => page({ sections: [{ type: 'carousel', slides }] });

  it('a quote signed "First Last" without a source is a warning at the name', () => {
    const fixture = carousel([{ quote: 'Fast.', name: 'Dealer principal' }, { quote: 'Great.', name: 'Maria Lopez' }]);
    const found = quoteSourceWarnings([fixture]);
    expect(found).toEqual([
      {
        code: 'unsourced-quote',
        severity: 'warning',
        file,
        ...positionOf(fixture.text, '"Maria Lopez"'),
        where: 'sections[0] (carousel) › slides[1] › name',
        message: '"Maria Lopez" reads as a person\'s name, but this quote records no "source". Until the person has agreed to be quoted, name a role ("Dealer principal"); once they have, say in "source" where the quote and their consent are kept (docs/content-claims.md).',
      },
    ]);
    expectPlain(found[0]!, 'slides[1]');
  });

  it('a role, or a name with its source recorded, is no warning', () => {
    const fixture = carousel([
      { quote: 'Fast.', name: 'F&I director' },
      { quote: 'Clear.', name: 'General manager' },
      { quote: 'Great.', name: 'Jo Ann Smith', source: 'Signed release, 2026-03-02, Legal folder' },
    ]);
    expect(quoteSourceWarnings([fixture])).toEqual([]);
    expect(quoteSourceWarnings([carousel([{ quote: 'Great.', name: 'Jo Ann Smith', source: ' ' }])])).toHaveLength(1);
  });
});

describe('product names: one spelling (code misspelt-name)', () => {
  it('another spelling is a warning at the text, naming the one spelling', () => {
    const fixture = page({ sections: [{ type: 'prose', paragraphs: ['Admin in a Box runs it all.', 'Try ADMIN-in-a-box today.'] }] });
    const found = productNameWarnings([fixture], ['Admin in a Box']);
    expect(found).toEqual([
      {
        code: 'misspelt-name',
        severity: 'warning',
        file,
        ...positionOf(fixture.text, '"Try ADMIN'),
        where: 'sections[0] (prose) › paragraphs[1]',
        message: 'writes "ADMIN-in-a-box", but the product\'s one spelling is "Admin in a Box" (site.json, content rules, product names). Write it that way, so every page, brochure and search result shows one name.',
      },
    ]);
    expectPlain(found[0]!, 'paragraphs[1]');
  });

  it('addresses and file names are not spellings; a longer word is another word', () => {
    const fixture = page(
      { sections: [{ type: 'prose', paragraphs: ['See /admin-in-a-box and images/admin-in-a-box.svg; Admin in a Boxes.'], image: '/images/Admin in a Box.svg' }] },
      [{ kind: 'asset', pointer: '/sections/0/image', value: '/images/Admin in a Box.svg' }],
    );
    expect(productNameWarnings([fixture], ['Admin in a Box'])).toEqual([]);
    expect(productNameWarnings([fixture], [])).toEqual([]);
  });
});

describe('pictures: words only on product screens, each a sample (codes picture-words, unsourced-figure, picture-size)', () => {
  const rules: PictureRules = { productScreens: ['/images/screen.svg'], percentages, logo: '/images/logo.svg' };
  const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="440" viewBox="0 0 560 440">\n  <rect width="560" height="440"/>\n${body}</svg>\n`;
  const screen = svg('  <text x="20" y="30">SAMPLE DATA</text>\n  <text x="20" y="60">Contract VSC-204817</text>\n');

  it('words in a picture that is no product screen are a warning at the first of them', () => {
    const text = svg('  <text x="10" y="20">Claims paid</text>\n  <text x="10" y="40">96% <tspan>in a day</tspan></text>\n');
    expect(pictureWarnings('/images/scene.svg', text, rules)).toEqual([
      {
        code: 'picture-words',
        severity: 'warning',
        file: 'public/images/scene.svg',
        line: 3,
        column: 3,
        where: '',
        message: 'this picture shows words ("Claims paid", "96% in a day"): on a phone they shrink to a few pixels, and screen readers skip them. Say them in the page\'s text and keep the picture wordless or, if it is a screen of the product, add it to site.json\'s content rules (product screens) and tag it SAMPLE DATA (docs/content-claims.md).',
      },
    ]);
  });

  it('a product screen without its SAMPLE DATA tag, or with a figure no source backs, is a warning', () => {
    const untagged = svg('  <text x="20" y="30">Contract VSC-204817</text>\n');
    expect(pictureWarnings('/images/screen.svg', untagged, rules).map((p) => [p.code, p.line, p.column, p.message])).toEqual([
      ['picture-words', 3, 3, 'this product screen has no SAMPLE DATA tag, so its values may read as real results of ours. Add a <text> that says SAMPLE DATA (docs/content-claims.md).'],
    ]);
    const invented = svg('  <text>SAMPLE DATA</text>\n  <text>Approval rate 96 %</text>\n');
    expect(pictureWarnings('/images/screen.svg', invented, rules).map((p) => [p.code, p.line, p.message.slice(0, 40)])).toEqual([['unsourced-figure', 4, 'this product screen shows "96 %", a perc']]);
  });

  it('a tagged product screen, the logo and a wordless picture are no warning; entities and <tspan>s are read as shown', () => {
    expect(pictureWarnings('/images/screen.svg', screen, rules)).toEqual([]);
    expect(pictureWarnings('/images/screen.svg', svg('  <text>SAMPLE&#32;<tspan>DATA</tspan></text>\n  <text>Up to 80%</text>\n'), rules)).toEqual([]);
    expect(pictureWarnings('/images/logo.svg', svg('  <text>Owl Admin</text>\n'), rules)).toEqual([]);
    expect(pictureWarnings('/images/scene.svg', svg('  <text> </text>\n'), rules)).toEqual([]);
  });

  it(`a picture over ${HEAVY_PICTURE / 1024} kB is a warning`, () => {
    const heavy = svg(`  <path d="${'M0 0L1 1'.repeat(1100)}"/>\n`);
    expect(Buffer.byteLength(heavy)).toBe(8945);
    expect(pictureWarnings('/images/scene.svg', heavy, rules).map((p) => [p.code, p.file, p.line, p.column, p.message])).toEqual([
      ['picture-size', 'public/images/scene.svg', 1, 1, "this picture is 8.7 kB, over the 8 kB a picture of the site may weigh: every visitor downloads it. Simplify its shapes or export it again without the editor's extras."],
    ]);
    expect(pictureWarnings('/images/scene.svg', svg(`  <path d="${'M0 0L1 1'.repeat(1000)}"/>\n`), rules)).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import fontkit, { type Font } from '@cantoo/fontkit';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { brochureSources } from '../../src/build/brochure-sources.ts';
import { buildBrochure, sectionLines } from '../../src/build/brochures.ts';
import { FEATURES, interFile, lineGlyphs } from '../../src/build/brochure/inter.ts';
import type { ResolvedPage, Section, SiteConfig, SiteModel } from '../../src/engine/types.ts';
import siteJson from '../../site-config/site.json';
import { pdfText } from '../helpers/pdf-text.ts';
import { repoRoot } from '../helpers/temp-project.ts';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { loadSite } from '../../src/engine/load-site.ts';

const site: SiteConfig = {
  $schema: '../schemas/site.schema.json',
  version: 1,
  url: 'https://www.owladmin.example',
  language: 'en-US',
  brand: { name: 'Owl Admin', legalName: 'Owl Administrative Services, LLC', tagline: 'Be faster', logo: { src: '/images/logo.svg', alt: 'Owl Admin home', width: 148, height: 40 } },
  navigation: { links: [{ label: 'Home', href: '/' }], signUp: { label: 'Sign Up', href: 'https://app.example' } },
  footer: { tagline: 'Be faster', groups: [{ heading: 'Plans', links: [{ label: 'GAP', href: '/gap' }] }], legal: [], copyright: '© {year}' },
  contact: { email: 'hello@owladmin.example', phone: '(555) 010-4477', address: { street: '4100 Commerce Parkway, Suite 210', city: 'Scottsdale', region: 'AZ', postalCode: '85251', country: 'US' } },
  social: [],
  api: { base: '', key: 'k' },
  links: { signUp: 'https://app.example', scheduling: 'https://cal.example', videoEmbed: 'https://video.example' },
  ui: siteJson.ui,
};

const brochureButton = { label: 'Download the brochure', href: '/brochures/gap.pdf', download: true } as const;

const gap: ResolvedPage = {
  file: 'site-config/pages/gap.json',
  path: '/gap',
  aliases: [],
  title: 'GAP protection | Owl Admin',
  description: 'Guaranteed asset protection covers the gap between what you owe and what your vehicle is worth.',
  sections: [
    { type: 'banner', layout: 'hero', heading: 'Guaranteed Asset Protection', text: ['Debt protected up to $50,000.'], bullets: ['Deductible covered up to $1000'], buttons: [brochureButton] },
    { type: 'accordion', heading: 'What is covered', items: [{ title: 'Total loss', text: ['The difference between the loan and the insurance payout.'], bullets: ['Term up to 84 months'] }] },
    { type: 'tabs', heading: 'Options', panels: [{ label: 'GAP', text: ['Standard cover.'] }, { label: 'GAP Plus', text: ['May include $1000 toward a new vehicle.'] }] },
    { type: 'list', heading: 'Who it is for', marker: 'number', items: ['Automobiles', 'RVs'] },
  ],
};
const notFound: ResolvedPage = { file: 'site-config/pages/not-found.json', path: null, aliases: [], title: 'Error 404', description: 'Not found.', sections: [{ type: 'banner', heading: 'Error 404', buttons: [brochureButton] }] };

describe('brochures', () => {
  it('generates a real PDF from the page: title, headings, paragraphs, bullets, items, contact details and footer', async () => {
    const { text, pages, title } = await pdfText(await buildBrochure(site, gap));
    expect(pages).toBeLessThanOrEqual(2);
    expect(title).toBe('GAP protection: Owl Admin brochure');
    for (const expected of [
      'Owl',
      'Admin',
      'Be faster',
      'PLAN BROCHURE',
      'GAP protection',
      'Guaranteed Asset Protection',
      'Debt protected up to $50,000.',
      'Deductible covered up to $1000',
      'What is covered',
      'Total loss',
      'Term up to 84 months',
      'GAP Plus',
      'May include $1000 toward a new vehicle.',
      '1. Automobiles',
      'Email hello@owladmin.example or call (555) 010-4477.',
      '4100 Commerce Parkway, Suite 210, Scottsdale, AZ 85251',
      'https://www.owladmin.example/gap',
      'Owl Admin | hello@owladmin.example | (555) 010-4477 | www.owladmin.example',
      `Page 1 of ${pages}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('takes each block\'s text from the block\'s own hook: cards with figures, prose parts, quotes; forms and the meeting give their heading', () => {
    const lines = (section: Section) => sectionLines(section).map((l) => `${l.kind}: ${l.text}`);
    expect(lines({ type: 'cardGrid', heading: 'Numbers', intro: ['Why.'], cards: [{ figure: '98%', title: 'Claims paid', text: ['In a week.'], bullets: ['No forms'] }, { title: 'Plain', text: [] }] })).toEqual([
      'heading: Numbers',
      'paragraph: Why.',
      'subheading: 98%: Claims paid',
      'paragraph: In a week.',
      'bullet: No forms',
      'subheading: Plain',
    ]);
    expect(lines({ type: 'prose', heading: 'Terms', parts: [{ heading: 'One', paragraphs: ['First.'], bullets: ['a'] }, { paragraphs: ['Second.'] }] })).toEqual([
      'heading: Terms',
      'subheading: One',
      'paragraph: First.',
      'bullet: a',
      'paragraph: Second.',
    ]);
    // Only quotes with a recorded source: a brochure travels without the page's "illustrative" mark.
    const sourced = { source: 'Signed release' };
    expect(lines({ type: 'carousel', heading: 'Said', slides: [{ quote: 'Fast.', name: 'Ann', role: 'Dealer', ...sourced }, { quote: 'Made up.', name: 'Cy' }, { quote: 'Good.', name: 'Bo', ...sourced }] })).toEqual(['heading: Said', 'paragraph: "Fast." (Ann, Dealer)', 'paragraph: "Good." (Bo)']);
    expect(lines({ type: 'carousel', heading: 'Said', slides: [{ quote: 'Made up.', name: 'Cy' }] })).toEqual([]);
    expect(lines({ type: 'list', heading: 'Has', items: ['x', 'y'], note: 'And more.' })).toEqual(['heading: Has', 'bullet: x', 'bullet: y', 'paragraph: And more.']);
    expect(lines({ type: 'embed', src: 'https://cal.example', title: 'Calendar', intro: ['Pick a time.'] })).toEqual(['paragraph: Pick a time.']);
    const form: Section = { type: 'form', kind: 'contact', heading: 'Write to us', intro: ['We answer in a day.'], fields: { name: 'Name', email: 'Email', message: 'Message' }, submitLabel: 'Send', successMessage: 'Sent', closeLabel: 'Close' };
    expect(lines(form)).toEqual(['heading: Write to us', 'paragraph: We answer in a day.']);
    const labels = { event: 'Event', date: 'Date', time: 'Time', timeZone: 'Time zone' };
    expect(lines({ type: 'meetingConfirmation', heading: 'Booked', emailNote: 'See your email.', labels, calendarLabel: 'Add', invalidMessage: 'No meeting.' })).toEqual(['heading: Booked']);
  });

  it('flows long pages onto more pages, numbering each, and prints a character Inter has no glyph for as "?"', async () => {
    const long: ResolvedPage = { ...gap, sections: [{ type: 'prose', heading: 'Terms → details 漢', parts: Array.from({ length: 40 }, (_, i) => ({ heading: `Part ${i + 1}`, paragraphs: ['A paragraph long enough to wrap across the width of the page at eleven points, so the line breaking is exercised as well as the page breaking.'] })) }] };
    const { text, pages } = await pdfText(await buildBrochure(site, long));
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Terms → details ?');
    expect(text).toContain('Part 40');
  });

  it('prints every character of the text in Inter: the text layer holds "Protección Plus — ≥ 30 días ‘quoted’" exactly', async () => {
    const words = 'Protección Plus — ≥ 30 días ‘quoted’';
    const page: ResolvedPage = { ...gap, title: `${words} | Owl Admin`, sections: [{ type: 'banner', layout: 'hero', heading: words, bullets: [words], buttons: [brochureButton] }, { type: 'list', heading: 'Plans', items: [words] }] };
    // After another brochure on the same thread, as on a build's workers: each reuses the thread's fonts.
    await buildBrochure(site, gap);
    const { text, title } = await pdfText(await buildBrochure(site, page));
    expect(title).toBe(`${words}: Owl Admin brochure`);
    // The page's title, the section heading, the banner's bullet and the list's item, each a line of its own.
    expect(text.split('\n').filter((line) => line === words), text).toHaveLength(4);
  });

  it('is designed: a navy brand band with the owl, and the real plan page\'s tier comparison and figures drawn as tables', async () => {
    const loaded = await loadSite({ root: repoRoot, env: {}, blockHooks });
    if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('\n'));
    const page = brochureSources(loaded.model).get('/brochures/essentials-complete.pdf')!;
    const bytes = await buildBrochure(loaded.model.site, page);
    const doc = await PDFDocument.load(bytes);
    const first = doc.getPages()[0]!;
    const contents = first.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const ops = streams.filter((x): x is PDFRawStream => x instanceof PDFRawStream).map((x) => Buffer.from(decodePDFRawStream(x).decode()).toString('latin1')).join('\n');
    // The band: a full-width rectangle in the site's navy (#0B2545) at the top of the first page.
    // (pdf-lib draws a rectangle down from its top-left corner, in a flipped space.)
    expect(ops).toMatch(/^q\s+1 0 0 1 0 792 cm[\s\S]{0,80}?\s0\.04\d* 0\.14\d* 0\.27\d* rg\s[\s\S]{0,20}?0 0 m\s+612 0 l\s+612 84 l\s+0 84 l/m);
    // The owl: the logo's head path, in amber (#F2A541).
    expect(ops).toMatch(/0\.94\d* 0\.64\d* 0\.25\d* rg/);
    const { text } = await pdfText(bytes);
    const lines = text.split('\n');
    // The comparison: a header row of the four tiers, then a row per system, label first.
    const header = ['Essentials', 'Coverage', 'Essentials +', 'Essentials', 'Enhanced'];
    expect(lines.join('|')).toContain(header.join('|'));
    expect(lines).toContain('Brakes');
    // The roadside figures: name, figure and meaning on one row, in that order (the card's words, as the page has them).
    const card = page.sections.flatMap((s) => (s.type === 'cardGrid' ? s.cards : [])).find((c) => c.title === 'Towing')!;
    const towing = lines.indexOf('Towing');
    expect(lines.slice(towing, towing + 2)).toEqual(['Towing', card.figure]);
    expect(lines[towing + 2]!.length).toBeGreaterThan(10);
    expect(card.text![0]!.startsWith(lines[towing + 2]!), `${lines[towing + 2]} begins the card's text`).toBe(true);
  });

  it('is deterministic: the same page gives the same bytes', async () => {
    expect(Buffer.from(await buildBrochure(site, gap)).equals(Buffer.from(await buildBrochure(site, gap)))).toBe(true);
  });

  it('embeds Inter regular and bold as subsets, and no other font: each glyph drawn as Inter draws it, at its width', async () => {
    const doc = await PDFDocument.load(await buildBrochure(site, gap));
    const fonts = doc.context.enumerateIndirectObjects().map(([, o]) => o).filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('Font'));
    const embedded = fonts.flatMap((font) => {
      const descriptor = doc.context.lookupMaybe(font.get(PDFName.of('FontDescriptor')), PDFDict);
      const file = descriptor && doc.context.lookup(descriptor.get(PDFName.of('FontFile2')));
      const widths = doc.context.lookupMaybe(font.get(PDFName.of('W')), PDFArray);
      if (!(file instanceof PDFRawStream) || !widths) return [];
      // W is [glyph [width] glyph [width] …]: the glyphs this brochure draws.
      const drawn = widths.asArray().flatMap((item, i) => (i % 2 ? [] : [[Number(String(item)), Number(String((widths.get(i + 1) as PDFArray).get(0)))] as const]));
      return [{ name: String(font.get(PDFName.of('BaseFont'))), program: decodePDFRawStream(file).decode(), packed: file.contents.length, drawn }];
    });
    // A subset's name: six capitals naming its glyphs, "+", the face's name.
    expect(embedded.map((f) => f.name.replace(/^\/[A-Z]{6}\+/, '/')).sort()).toEqual(['/Inter-Bold', '/Inter-Regular']);
    // Every font of the document is one of them: a Type0 font and its CIDFontType2 descendant each.
    expect(fonts.map((f) => String(f.get(PDFName.of('BaseFont')))).sort()).toEqual([...embedded, ...embedded].map((f) => f.name).sort());
    for (const { name, program, packed, drawn } of embedded) {
      const weight = name.includes('Bold') ? 'bold' : 'regular';
      const inter = fontkit.create(readFileSync(interFile(weight))) as Font;
      const subset = fontkit.create(Buffer.from(program)) as Font;
      expect(drawn.length).toBeGreaterThan(20);
      for (const [g, width] of drawn) {
        const [mine, theirs] = [subset.getGlyph(g)!, inter.getGlyph(g)!];
        expect([mine.advanceWidth, mine.path.toSVG()], `${weight} glyph ${g}`).toEqual([theirs.advanceWidth, theirs.path.toSVG()]);
        expect(width).toBe(Math.round((theirs.advanceWidth * 1000) / inter.unitsPerEm));
      }
      // A subset: what the PDF carries is a small part of the 340 kB face.
      expect(packed).toBeLessThan(readFileSync(interFile(weight)).length / 10);
    }
  });

  it('draws each line with the glyphs shaping it whole gives (without contextual alternates): every line of every real brochure, in both weights, and words with combining marks', async () => {
    const loaded = await loadSite({ root: repoRoot, env: {}, blockHooks });
    if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('\n'));
    // "é" written as "e" and a combining accent: Inter composes it, so that word is shaped, not looked up.
    const strings = new Set<string>(['Protecci\u006f\u0301n Plus — ≥ 30 di\u0301as']);
    for (const page of brochureSources(loaded.model).values()) {
      strings.add(page.title).add(page.description);
      for (const line of page.sections.flatMap(sectionLines)) {
        strings.add(line.text);
        if (line.kind === 'table') for (const cell of [...line.columns, ...line.rows.flatMap((r) => [r.label, ...r.values])]) if (typeof cell === 'string') strings.add(cell);
      }
    }
    expect(strings.size).toBeGreaterThan(500);
    for (const weight of ['regular', 'bold'] as const) {
      const font = fontkit.create(readFileSync(interFile(weight))) as Font;
      const differ = [...strings].map((s) => s.replace(/\s+/g, ' ')).filter((s) => lineGlyphs(weight, s).join(' ') !== font.layout(s, FEATURES).glyphs.map((g) => g.id).join(' '));
      expect(differ).toEqual([]);
    }
  });

  it('makes one brochure per linked path, from the page whose address names it, never from the not-found page', async () => {
    const home: ResolvedPage = { ...gap, file: 'site-config/pages/home.json', path: '/', title: 'Home', sections: [{ type: 'banner', heading: 'Home', buttons: [brochureButton] }] };
    const model: SiteModel = { site, pages: [home, notFound, gap] };
    expect([...brochureSources(model)].map(([file, page]) => [file, page.path])).toEqual([['/brochures/gap.pdf', '/gap']]);
    expect((await PDFDocument.load(await buildBrochure(site, brochureSources(model).get('/brochures/gap.pdf')!))).getTitle()).toBe('GAP protection: Owl Admin brochure');
  });
});

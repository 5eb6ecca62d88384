/**
 * The hosted studio's commit messages (src/hosted/git/change-words.ts), on real pages of site-config/ edited as an
 * editor would: each case changes a copy of the page and reads the words.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeChange, describeChanges, type FileVersion } from '../../src/hosted/git/change-words.ts';

const file = 'site-config/pages/gap.json';
const onDisk = JSON.parse(readFileSync(file, 'utf8'));
// /gap's "How GAP works" is a timeline (a steps block) now; as the card grid it was, the page has two card grids,
// which the cases below tell apart by their headings.
onDisk.sections[2] = { type: 'cardGrid', anchor: 'how-it-works', heading: 'How GAP works', columns: 3, cards: onDisk.sections[2].steps };
// On one line, as a hand-written file is laid out otherwise than the studio writes it (the "Reformat" case).
const text = `${JSON.stringify(onDisk)}\n`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page edited freely, as a person would
type Page = any;
const gap = (): Page => JSON.parse(text);
const version = (page: Page, at = file): FileVersion => ({ file: at, text: `${JSON.stringify(page, null, 2)}\n` });
const original: FileVersion = { file, text };
const edit = (change: (page: Page) => void) => {
  const page = gap();
  change(page);
  return describeChange(original, version(page));
};

describe('describeChange on a page', () => {
  it('names the hero heading and counts FAQ answers', () => {
    expect(
      edit((p) => {
        p.sections[0].heading = 'GAP: the difference, covered';
        p.sections[4].items[0].text = ['Changed.'];
        p.sections[4].items[2].text = ['Changed too.'];
      }),
    ).toBe('Edit /gap: hero heading, 2 FAQ answers');
  });

  it('says "question" for a FAQ title and the page title and description by name', () => {
    expect(
      edit((p) => {
        p.title = 'GAP | Owl';
        p.sections[4].items[1].title = 'Is GAP required?';
      }),
    ).toBe('Edit /gap: title, 1 FAQ question');
    expect(edit((p) => (p.description = 'Shorter.'))).toBe('Edit /gap: description');
  });

  it("tells two sections of one kind apart by their headings", () => {
    expect(edit((p) => (p.sections[2].cards[0].title = 'A loss'))).toBe('Edit /gap: 1 card title in "How GAP works"');
    expect(edit((p) => (p.sections[1].heading = 'Benefits'))).toBe('Edit /gap: card grid "Benefits" heading');
  });

  it('counts items added and removed, and a button label inside a banner', () => {
    expect(
      edit((p) => {
        p.sections[4].items.push({ title: 'New?', text: ['Yes.'] });
        p.sections[1].cards.splice(1, 1);
      }),
    ).toBe('Edit /gap: 1 card removed in "GAP benefits at a glance", 1 FAQ added');
    expect(edit((p) => (p.sections[0].buttons[1].label = 'Talk to us'))).toBe('Edit /gap: 1 hero button label');
  });

  it('reads an inserted section as one addition, not as every later section changed', () => {
    expect(edit((p) => p.sections.splice(1, 0, { type: 'prose', parts: [] }))).toBe('Edit /gap: add text section');
    expect(edit((p) => p.sections.splice(3, 1))).toBe('Edit /gap: remove banner');
  });

  it('reads a section taken out and put back elsewhere as a move', () => {
    expect(edit((p) => p.sections.push(p.sections.splice(3, 1)[0]))).toBe('Edit /gap: move banner');
    expect(
      edit((p) => {
        const [faq] = p.sections.splice(4, 1);
        p.sections.splice(1, 0, faq);
      }),
    ).toBe('Edit /gap: move FAQ');
  });

  it('shortens a long list of changes', () => {
    expect(
      edit((p) => {
        p.title = 'T';
        p.description = 'D';
        p.sections[0].eyebrow = 'E';
        p.sections[0].heading = 'H';
        p.sections[3].heading = 'B';
      }),
    ).toBe('Edit /gap: title, description, hero eyebrow and 2 more');
  });

  it('says a new page, a deleted one, a moved address, a reformat and an unchanged save', () => {
    const tire = { ...gap(), path: '/tire-care' };
    expect(describeChange(undefined, version(tire, 'site-config/pages/tire-care.json'))).toBe('New page /tire-care');
    expect(describeChange(original, undefined)).toBe('Delete /gap');
    expect(edit((p) => (p.path = '/gap-insurance'))).toBe('Edit /gap-insurance: address (was /gap)');
    expect(describeChange(original, version(gap()))).toBe('Reformat /gap');
    expect(describeChange(original, original)).toBe('Save /gap unchanged');
  });

  it('names a page whose text is not JSON by its file, and says only that it was edited', () => {
    expect(describeChange(original, { file, text: '{ "path": "/gap", ' })).toBe('Edit /gap');
    expect(describeChange({ file: 'site-config/pages/plans/x.json', text: '{' }, { file: 'site-config/pages/plans/x.json', text: '{ ' })).toBe('Edit /plans/x');
  });
});

describe('describeChange on other files', () => {
  it('says what changed in site settings, a level deep', () => {
    const site = 'site-config/site.json';
    const before = readFileSync(site, 'utf8');
    const data = JSON.parse(before);
    data.contact.email = 'team@owl.example';
    expect(describeChange({ file: site, text: before }, { file: site, text: JSON.stringify(data) })).toBe('Edit site settings: contact email');
  });

  it('names shared sections by their file and counts their changes', () => {
    const landing = 'site-config/fragments/landing.json';
    const before = readFileSync(landing, 'utf8');
    const data = JSON.parse(before);
    data.sections.splice(0, 1);
    expect(describeChange({ file: landing, text: before }, { file: landing, text: JSON.stringify(data) })).toMatch(/^Edit shared sections "landing": remove /);
    expect(describeChange(undefined, { file: landing, text: before })).toBe('New shared sections "landing"');
  });

  it('adds, replaces, renames and deletes pictures by name', () => {
    const svg = (file: string): FileVersion => ({ file, text: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    expect(describeChange(undefined, svg('public/images/tire.svg'))).toBe('Add picture tire.svg');
    expect(describeChange(svg('public/images/tire.svg'), svg('public/images/tire.svg'))).toBe('Replace picture tire.svg');
    expect(describeChange(svg('public/images/tire.svg'), undefined)).toBe('Delete picture tire.svg');
    expect(describeChange(svg('public/images/a.svg'), svg('public/images/b.svg'))).toBe('Rename picture a.svg to b.svg');
  });

  it('joins several files into one message', () => {
    const page = gap();
    page.sections[0].heading = 'H';
    expect(describeChanges([{ before: original, after: version(page) }, { after: { file: 'public/images/tire.svg', text: '<svg/>' } }])).toBe(
      'Edit /gap: hero heading; Add picture tire.svg',
    );
  });
});

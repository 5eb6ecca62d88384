/**
 * Files the studio writes keep the house style of the hand-written pages (src/studio/server/save-edits.ts):
 * a new file, and a section or a key added to a file, come out as a person wrote the pages, while an edit to
 * an existing file still changes only the lines it must.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { diffLines } from 'diff';
import { describe, expect, it } from 'vitest';
import { editedText, newFileText } from '../../src/studio/server/save-edits.ts';
import { repoRoot } from '../helpers/temp-project.ts';

const pageText = (name: string) => readFileSync(path.join(repoRoot, 'site-config/pages', name), 'utf8');

/**
 * The hand-written pages the house style reproduces byte for byte, found rather than named, so that a page edited by
 * hand does not fail these tests: 4 of the 23 when this was written (one-line pictures, cards and lists, tabs, a form).
 */
const handWritten = await (async () => {
  const names = readdirSync(path.join(repoRoot, 'site-config/pages')).filter((f) => f.endsWith('.json'));
  const same = await Promise.all(names.map(async (name) => (await newFileText(JSON.parse(pageText(name)))) === pageText(name)));
  return names.filter((_, i) => same[i]);
})();

/** The line of a one-line card, found by its title (the page's words may change; the card must stay on one line). */
function cardLine(text: string, title: string): string {
  const line = text.split('\n').find((l) => l.trimStart().startsWith('{ ') && l.includes(`"title": ${JSON.stringify(title)}`));
  if (!line?.endsWith(' },')) throw new Error(`no one-line card titled ${title} in the page: the test needs one`);
  return line;
}

/** The lines a line diff marks as added and removed, in order. */
function changedLines(before: string, after: string): { added: string[]; removed: string[] } {
  const parts = diffLines(before, after);
  const lines = (kind: 'added' | 'removed') => parts.filter((p) => p[kind]).flatMap((p) => p.value.replace(/\n$/, '').split('\n'));
  return { added: lines('added'), removed: lines('removed') };
}

describe('a new file is written as the hand-written pages are', () => {
  it('several hand-written pages, written anew from their data, come out byte for byte as they were written by hand', () => {
    expect(handWritten.length).toBeGreaterThanOrEqual(3);
  });

  it('short lists and pictures on one line, a long paragraph on a line of its own, a picture’s keys in the usual order', async () => {
    const long = 'A paragraph long enough to need a line of its own in any editor, as most of the paragraphs of the plan pages are. '.repeat(2).trim();
    const text = await newFileText({
      sections: [
        {
          type: 'banner',
          heading: 'Tire and wheel protection for your RV, on every road you take it',
          text: ['Short.', 'Also short.'],
          image: { width: 560, height: 440, src: '/images/tire-wheel.svg', alt: 'A tire and wheel beside a shield' },
          buttons: [{ label: 'Contact us', href: '/contact' }],
        },
        { type: 'prose', text: [long] },
      ],
    });
    expect(text).toContain('\n      "text": ["Short.", "Also short."],\n');
    expect(text).toContain('\n      "image": { "src": "/images/tire-wheel.svg", "alt": "A tire and wheel beside a shield", "width": 560, "height": 440 },\n');
    expect(text).toContain('\n      "buttons": [{ "label": "Contact us", "href": "/contact" }]\n');
    expect(text).toContain(`\n      "text": [\n        "${long}"\n      ]\n`);
  });
});

describe('a section added to a page is written as the sections around it', () => {
  it.each(handWritten)('%s: each section taken out and put back comes back as it was written by hand', async (name) => {
    const text = pageText(name);
    const data = JSON.parse(text);
    for (let i = 0; i < data.sections.length; i++) {
      const without = await editedText(text, { ...data, sections: data.sections.toSpliced(i, 1) });
      expect(JSON.parse(without).sections).toHaveLength(data.sections.length - 1);
      expect(await editedText(without, data), `section ${i + 1} put back`).toBe(text);
    }
  });

  it('a picture added to a one-line card keeps the card on one line, its keys src, alt, width, height whatever order the form gave them', async () => {
    const text = pageText('gap.json');
    const data = JSON.parse(text);
    data.sections[1].cards[1].image = { width: 360, height: 200, src: '/images/dealer-auto.svg', alt: 'A car' };
    const card = cardLine(text, data.sections[1].cards[1].title);
    expect(changedLines(text, await editedText(text, data))).toEqual({
      removed: [card],
      added: [card.replace(/ },$/, ', "image": { "src": "/images/dealer-auto.svg", "alt": "A car", "width": 360, "height": 200 } },')],
    });
  });

  it('a picture added to a section written over several lines is one line of its own, when it fits beside its key', async () => {
    const text = pageText('gap.json');
    const data = JSON.parse(text);
    const buttons = '      "buttons": [{ "label": "Call {{phone}}", "href": "@phone", "style": "primary" }]';
    data.sections[3].image = { src: '/images/claims.svg', width: 560, height: 440, alt: 'A claim tracker moving from the repair shop to approval to payment' };
    const after = await editedText(text, data);
    expect(changedLines(text, after)).toEqual({
      removed: [buttons],
      added: [`${buttons},`, '      "image": { "src": "/images/claims.svg", "alt": "A claim tracker moving from the repair shop to approval to payment", "width": 560, "height": 440 }'],
    });
    // One that does not fit beside its key is broken, one key a line, as a whole file would be.
    data.sections[3].image.alt = 'A claim tracker '.repeat(13).trim();
    const long = await editedText(text, data);
    expect(changedLines(text, long).added).toEqual([`${buttons},`, '      "image": {', '        "src": "/images/claims.svg",', `        "alt": "${data.sections[3].image.alt}",`, '        "width": 560,', '        "height": 440', '      }']);
  });
});

describe('an edit to an existing file changes only what was edited', () => {
  it('a card’s new words change that card’s line and nothing else', async () => {
    const text = pageText('gap.json');
    const data = JSON.parse(text);
    const card = cardLine(text, data.sections[1].cards[1].title);
    data.sections[1].cards[1].title = 'Your deductible, covered';
    expect(changedLines(text, await editedText(text, data))).toEqual({
      removed: [card],
      added: [card.replace(/"title": "[^"]*"/, '"title": "Your deductible, covered"')],
    });
  });

  it('a file indented with tabs and written with Windows line endings keeps both, in the section added too', async () => {
    const data = JSON.parse(pageText('warranty-claim-form.json'));
    const text = `${JSON.stringify({ ...data, sections: data.sections.slice(0, 1) }, null, '\t').replace(/\n/g, '\r\n')}\r\n`;
    const after = await editedText(text, { ...data, sections: data.sections.slice(0, 2) });
    expect(after.startsWith(text.slice(0, text.lastIndexOf('}\r\n\t]')))).toBe(true);
    expect(after.split('\r\n').every((line) => !line.includes('\n') && /^\t*(?! )/.test(line))).toBe(true);
    expect(JSON.parse(after)).toEqual({ ...data, sections: data.sections.slice(0, 2) });
    // The added section's type, from the page, so a change of the page's sections does not break the test.
    expect(after).toContain(`\r\n\t\t{\r\n\t\t\t"type": "${data.sections[1].type}",\r\n`);
  });
});

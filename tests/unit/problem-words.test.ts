import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPublicFiles, readConfigFiles, type ConfigFile } from '../../src/engine/config-files.ts';
import { blockHooks } from '../../src/blocks/node-registry.ts';
import { loadFromFiles } from '../../src/engine/load-site.ts';
import { formatProblem, type Problem } from '../../src/engine/problems.ts';
import { createSchemaValidator } from '../../src/engine/schema-validator.ts';
import { problemSentence, wordProblem, type WordedProblem } from '../../src/studio/app/editor/problem-words.ts';
import type { Schemas } from '../../src/studio/protocol.ts';
import { studioSchemas } from '../../src/studio/server/schemas.ts';
import { repoRoot } from '../helpers/temp-project.ts';

/**
 * The studio says the validator's problems in the form's words (src/studio/app/editor/problem-words.ts): the real
 * pages, changed the way a person changes them in the form, checked by the real validator, then worded with the real
 * schemas. No JSON path, backtick, line or column reaches the person; `npm run validate` keeps its own words.
 */

type Json = Record<string, unknown>;
const gap = 'site-config/pages/gap.json';

let site: ConfigFile[];
let schemas: Schemas;
let publicFiles: Set<string>;
const validator = createSchemaValidator(path.join(repoRoot, 'schemas'));

beforeAll(async () => {
  [site, schemas, publicFiles] = await Promise.all([readConfigFiles(repoRoot), studioSchemas(repoRoot), listPublicFiles(repoRoot)]);
});

const original = (file: string): Json => JSON.parse(site.find((f) => f.file === file)!.text) as Json;

/** The file changed by `change`, checked with the rest of the site as it is: its problems, raw and in the studio's words. */
function check(file: string, change: (data: Json) => void): { data: Json; raw: Problem[]; worded: WordedProblem[] } {
  const data = structuredClone(original(file));
  change(data);
  const files = site.map((f) => (f.file === file ? { ...f, text: `${JSON.stringify(data, null, 2)}\n` } : f));
  const loaded = loadFromFiles(files, { root: repoRoot, env: {}, blockHooks, validator, publicFiles });
  const raw = (loaded.ok ? loaded.warnings : loaded.problems).filter((p) => p.file === file);
  return { data, raw, worded: raw.map((p) => wordProblem(p, { data, kind: 'page', schemas })) };
}

const sections = (data: Json) => data.sections as Json[];
const indexOf = (data: Json, type: string) => sections(data).findIndex((s) => s.type === type);

/** Nothing a developer reads and a marketer does not: paths, backticks, positions, JSON punctuation. */
function expectPlainWords(sentence: string) {
  expect(sentence).not.toMatch(/`|\[\d+\]|›|line \d+, column \d+|:\d+:\d+|\(in double quotes\)|\{ … \}|\[ … \]/);
}

describe('problems in the studio\'s words', () => {
  it('an emptied question title: "Section 5 (GAP questions), the title of question or topic 2: must not be empty"', () => {
    const { data, raw, worded } = check(gap, (d) => {
      ((sections(d)[indexOf(d, 'accordion')]!.items as Json[])[1]!).title = '';
    });
    const at = indexOf(data, 'accordion');
    expect(raw.map((p) => p.where)).toEqual([`sections[${at}] (accordion) › items[1] › title`]);
    expect(worded).toEqual([{ place: `Section ${at + 1} (GAP questions)`, field: 'the title of question or topic 2', message: 'must not be empty' }]);
    expect(problemSentence(worded[0]!)).toBe(`Section ${at + 1} (GAP questions), the title of question or topic 2: must not be empty`);
  });

  it('a card\'s missing title names the card and says what to do, where validate names the property in backticks', () => {
    const { data, raw, worded } = check(gap, (d) => {
      delete ((sections(d)[indexOf(d, 'cardGrid')]!.cards as Json[])[1]!).title;
    });
    expect(raw[0]!.message).toContain('is missing the required property `title`');
    expect(worded).toEqual([{ place: `Section ${indexOf(data, 'cardGrid') + 1} (GAP benefits at a glance)`, field: 'the title of card 2', message: 'must be filled in' }]);
  });

  it('a paragraph is "paragraph 1 of the introduction"; an emptied paragraph (null in the list) must be filled in', () => {
    const { worded } = check(gap, (d) => {
      const faq = sections(d)[indexOf(d, 'accordion')]!;
      faq.intro = [null];
    });
    expect(worded.map((w) => [w.field, w.message])).toEqual([['paragraph 1 of the introduction', 'must be filled in']]);
  });

  it('a list left out says what it needs: "needs at least one question or topic"', () => {
    const { worded } = check(gap, (d) => {
      delete sections(d)[indexOf(d, 'accordion')]!.items;
    });
    expect(worded.map((w) => [w.field, w.message])).toEqual([['the items', 'needs at least one question or topic']]);
  });

  it('a misspelt setting and a wrong kind of value are said with the form\'s labels, in quotes, without JSON words', () => {
    const { worded } = check(gap, (d) => {
      const hero = sections(d)[0]!;
      hero.headng = hero.heading;
      delete hero.heading;
      (sections(d)[indexOf(d, 'accordion')]!).heading = 42;
    });
    const sentences = worded.map(problemSentence);
    expect(sentences).toContain('Section 1 (Guaranteed Asset Protection), the heading: must be filled in');
    expect(sentences).toContain('Section 1 (Guaranteed Asset Protection): “headng” is not a setting of a banner section: it is in the file, but this kind of section does not use it. Did you mean “Heading”?');
    expect(sentences).toContain(`Section ${indexOf(original(gap), 'accordion') + 1} (Accordion), the heading: must be text, got the number 42`);
  });

  it('what another page or place already has is named without its line: "already used by site-config/pages/claims.json;"', () => {
    const { raw, worded } = check(gap, (d) => {
      d.path = '/claims';
      const faq = sections(d)[indexOf(d, 'accordion')]!;
      (sections(d)[indexOf(d, 'cardGrid')]!).anchor = String(faq.anchor);
    });
    expect(raw.map((p) => p.message).join('\n')).toMatch(/\(line \d+\)/);
    const sentences = worded.map(problemSentence);
    expect(sentences).toContain('Page settings, the address: the address /claims is already used by site-config/pages/claims.json; each address belongs to one page.');
    expect(sentences.find((s) => s.includes('anchor'))).toMatch(/has the anchor "faq" too: a link to #faq always goes to the first/);
    for (const sentence of sentences) expect(sentence).not.toMatch(/\bline \d/);
  });

  it('page settings are named as the form names them', () => {
    const { worded } = check(gap, (d) => {
      d.path = '/Gap_Plan';
      d.description = 'Too short.';
    });
    expect(worded.map((w) => w.place)).toEqual(['Page settings', 'Page settings']);
    expect(worded.map((w) => w.field).sort()).toEqual(['the address', 'the search description']);
  });

  it('every problem the validator finds in every block example, broken in several ways, reads plainly; validate\'s own line is unchanged', () => {
    let count = 0;
    for (const entry of schemas.palette) {
      const { raw, worded } = check(gap, (d) => {
        const broken = structuredClone(entry.example) as Json;
        for (const [key, value] of Object.entries(broken)) {
          if (key === 'type') continue;
          if (typeof value === 'string') broken[key] = 7;
          else if (Array.isArray(value)) broken[key] = value.map((v) => (typeof v === 'object' && v ? { ...v, zzTypo: true } : null));
          else if (typeof value === 'boolean') broken[key] = 'yes';
        }
        d.sections = [...sections(d), broken];
      });
      for (const [i, w] of worded.entries()) {
        expectPlainWords(problemSentence(w));
        expect(formatProblem(raw[i]!)).toMatch(/^site-config\/pages\/gap\.json:\d+:\d+ /);
        count++;
      }
    }
    expect(count).toBeGreaterThan(schemas.palette.length * 2);
  });
});

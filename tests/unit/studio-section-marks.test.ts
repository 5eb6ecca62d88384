import { beforeAll, describe, expect, it } from 'vitest';
import { readConfigFiles, type ConfigFile } from '../../src/engine/config-files.ts';
import { looseData } from '../../src/studio/server/site-state.ts';
import { markOwners, sectionOwners } from '../../src/studio/server/section-marks.ts';
import { repoRoot } from '../helpers/temp-project.ts';

/**
 * The preview marks where each of the edited file's sections starts, through includes (section-marks.ts): on the
 * real home page, which includes the shared "landing" sections, and on that fragment seen inside the home page.
 */
let files: ConfigFile[];
beforeAll(async () => {
  files = await readConfigFiles(repoRoot);
});

const dataOf = (file: string) => looseData(files.find((f) => f.file === file)!.text);
const sectionsOf = (file: string) => dataOf(file).sections as Record<string, unknown>[];

describe('preview section marks', () => {
  it('a page: its own sections by their place in the file; the sections an include brings are not its own', () => {
    const home = 'site-config/pages/home.json';
    const sections = sectionsOf(home);
    expect(sections.findIndex((s) => s.include === 'landing')).toBeGreaterThan(0);
    // Each of its own sections is its place in the file; each include stands for its fragment's sections, none its own.
    const expected = sections.flatMap((s, i) => (typeof s.include === 'string' ? Array<undefined>(sectionsOf(`site-config/fragments/${s.include}.json`).length).fill(undefined) : [i]));
    expect(sectionOwners('page', home, dataOf(home), dataOf(home), files)).toEqual(expected);
  });

  it('a fragment: its sections where a page includes it, nothing else', () => {
    const home = 'site-config/pages/home.json';
    const fragment = 'site-config/fragments/landing.json';
    const draft = { ...dataOf(fragment), sections: sectionsOf(fragment).slice(1) };
    const owners = sectionOwners('fragment', fragment, draft, dataOf(home), files);
    expect(owners.filter((o) => o !== undefined)).toEqual(draft.sections.map((_, i) => i));
    expect(owners.length).toBe(sectionsOf(home).length - 1 + draft.sections.length);
  });

  it('rewrites the renderer\'s marks to the file\'s places, and leaves none when the counts disagree', () => {
    const html = '<main><!--section 0--><section>A</section><!--section 1--><div>B</div><script></script><!--section 2--><section>C</section></main>';
    expect(markOwners(html, [0, undefined, 1])).toBe('<main><!--studio-section 0--><section>A</section><!--studio-section--><div>B</div><script></script><!--studio-section 1--><section>C</section></main>');
    expect(markOwners(html, [0, 1])).toBe('<main><section>A</section><div>B</div><script></script><section>C</section></main>');
  });
});

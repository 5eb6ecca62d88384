import { describe, expect, it } from 'vitest';
import type { Section } from '../../src/engine/types.ts';
import { copyProject, readText, removeProject, validateProject, writeText } from '../helpers/temp-project.ts';

// In tests/cli, not with the brochures' unit tests: it edits a copy of the project's content.
describe('brochure links', () => {
  it('counts as existing, when links are checked, exactly the brochures the pages ask for: per family variant, through shared sections, only download buttons', async () => {
    const dir = await copyProject();
    try {
      // The real site: safe-return's family links /brochures/safe-return-{{vehicle}}.pdf, landing.json admin-in-a-box.pdf.
      expect(await validateProject(dir)).toMatchObject({ ok: true });
      const gapFile = 'site-config/pages/gap.json';
      const page = JSON.parse(await readText(dir, gapFile)) as { sections: Section[] };
      page.sections.push({ type: 'banner', heading: 'More', buttons: [
        { label: 'Not a download', href: '/brochures/other.pdf' },
        { label: 'Not a brochure', href: '/files/x.pdf', download: true },
        { label: 'A variant nobody has', href: '/brochures/safe-return-boat.pdf' },
      ] } as Section);
      await writeText(dir, gapFile, JSON.stringify(page, null, 2));
      const loaded = await validateProject(dir);
      const missing = loaded.ok ? [] : loaded.problems.filter((p) => p.code === 'missing-asset').map((p) => p.message.split(':')[0]);
      expect(missing.sort()).toEqual(['the file /brochures/other.pdf does not exist', 'the file /brochures/safe-return-boat.pdf does not exist', 'the file /files/x.pdf does not exist']);
    } finally {
      await removeProject(dir);
    }
  });
});

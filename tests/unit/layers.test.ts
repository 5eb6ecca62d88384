/**
 * The layers are enforced by lint (eslint.config.js `layers`): for each rule, a file in that layer that
 * imports what it may not fails `eslint`, and one that imports what it may passes. Linted as text with the
 * project's own configuration, at a path inside the layer, as the editor and `npm run lint` would.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/temp-project.ts';

const eslint = new ESLint({ cwd: repoRoot });

async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: `${repoRoot}/${file}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layers enforced by lint', () => {
  it.each([
    ['src/engine/new-check.ts', "import x from 'react';", 'imports no React'],
    ['src/engine/new-check.ts', "import x from '../blocks/banner/BannerBlock.tsx';", 'imports no React'],
    ['src/blocks/banner/extra.tsx', "import x from '../../render/render-page.tsx';", 'may not import the renderer'],
    ['src/blocks/banner/extra.tsx', "import x from '../../server/lead-inbox.ts';", 'may not import the renderer, the servers'],
    ['src/chrome/Extra.tsx', "import x from '../render/document.ts';", 'The renderer composes the chrome'],
    ['src/client/extra.ts', "import x from '../engine/load-site.ts';", 'never import the Node-only engine'],
    ['src/client/extra.ts', "import x from 'node:fs';", 'never import the Node-only engine'],
    ['scripts/new-command.ts', "import x from '../tests/helpers/temp-project.ts';", 'never import tests'],
    ['src/render/extra.ts', "import x from '../../tests/e2e/pages.ts';", 'never import tests'],
    ['src/studio/app/extra.ts', "import x from '../server/studio-server.ts';", 'The studio app runs in the browser'],
    ['src/studio/app/extra.ts', "import x from '../../server/lead-inbox.ts';", 'The studio app runs in the browser'],
    ['src/studio/app/extra.ts', "import x from '../../engine/load-site.ts';", 'The studio app runs in the browser'],
    ['src/studio/app/extra.ts', "import x from 'node:fs';", 'The studio app runs in the browser'],
    ['src/render/extra.ts', "import x from '../studio/protocol.ts';", 'nothing outside it imports it'],
    ['src/engine/new-check.ts', "import x from '../studio/server/save-edits.ts';", 'nothing outside it imports it'],
    ['src/client/extra.ts', "import x from '../studio/app/api.ts';", 'nothing outside it imports it'],
    ['src/server/extra.ts', "import x from '../studio/server/file-store.ts';", 'nothing outside it imports it'],
  ])('%s: `%s` fails lint', async (file, code, why) => {
    const errors = await importErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(why);
  });

  it.each([
    ['src/engine/new-check.ts', "import x from './problems.ts';"],
    ['src/blocks/banner/extra.tsx', "import x from '../shared/Section.tsx';"],
    ['src/chrome/Extra.tsx', "import x from '../islands/Island.tsx';"],
    ['src/client/extra.ts', "import x from '../islands/markers.ts';"],
    ['scripts/new-command.ts', "import x from './lib/chromium.ts';"],
    ['tests/unit/extra.test.ts', "import x from '../../scripts/lib/chromium.ts';"],
    ['src/studio/app/extra.ts', "import x from '../protocol.ts';"],
    ['src/studio/app/extra.ts', "import x from '../../engine/problems.ts';"],
    ['src/studio/server/extra.ts', "import x from '../../engine/load-site.ts';"],
    ['scripts/new-command.ts', "import x from '../src/studio/server/studio-server.ts';"],
  ])('%s: `%s` is allowed', async (file, code) => {
    expect(await importErrors(file, code)).toEqual([]);
  });
});

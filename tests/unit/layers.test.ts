/**
 * The dependency matrix (.dependency-cruiser.cjs) fails on what it forbids: for every rule, a small project
 * laid out like ours holds one file that imports what the rule forbids, and dependency-cruiser, run in
 * process with the project's own rules, reports that rule at that import; the files that import only what
 * their layer may import report nothing. `npm run deps` runs the same rules over the real code.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/temp-project.ts';

interface Layer {
  name: string;
  path: string;
  mayImport: string[];
}
const config = createRequire(import.meta.url)(path.join(repoRoot, '.dependency-cruiser.cjs')) as IConfiguration & { layers: Layer[] };

/** A file that breaks a rule: `from` imports `to` (an import specifier, relative to `from`). */
interface Breach {
  rule: string;
  from: string;
  code: string;
  /** The module the violation names, relative to the project (or a package's resolved path's end). */
  to: RegExp;
}

const breaches: Breach[] = [
  { rule: 'layer-generated', from: 'src/generated/extra.ts', code: "import type { Page } from '../engine/types.ts';", to: /^src\/engine\/types\.ts$/ },
  { rule: 'layer-theme', from: 'src/theme/extra.ts', code: "import { Section } from '../blocks/shared/Section.tsx';", to: /^src\/blocks\/shared\/Section\.tsx$/ },
  { rule: 'layer-bench', from: 'src/bench/extra.ts', code: "import type { Page } from '../engine/types.ts';", to: /^src\/engine\/types\.ts$/ },
  { rule: 'layer-engine', from: 'src/engine/new-check.ts', code: "import type { hooks } from '../blocks/banner/node-hooks.ts';", to: /^src\/blocks\/banner\/node-hooks\.ts$/ },
  { rule: 'layer-islands', from: 'src/islands/extra.ts', code: "import { manifest } from '../blocks/banner/manifest.ts';", to: /^src\/blocks\/banner\/manifest\.ts$/ },
  { rule: 'layer-blocks', from: 'src/blocks/banner/extra.tsx', code: "import { renderPage } from '../../render/render-page.tsx';", to: /^src\/render\/render-page\.tsx$/ },
  { rule: 'layer-chrome', from: 'src/chrome/Extra.tsx', code: "import { manifest } from '../blocks/banner/manifest.ts';", to: /^src\/blocks\/banner\/manifest\.ts$/ },
  { rule: 'layer-client', from: 'src/client/extra.ts', code: "import { loadSite } from '../engine/load-site.ts';", to: /^src\/engine\/load-site\.ts$/ },
  { rule: 'layer-render', from: 'src/render/extra.ts', code: "import { serve } from '../server/static-files.ts';", to: /^src\/server\/static-files\.ts$/ },
  { rule: 'layer-server', from: 'src/server/extra.ts', code: "import { FormBlock } from '../blocks/form/FormBlock.tsx';", to: /^src\/blocks\/form\/FormBlock\.tsx$/ },
  { rule: 'layer-build', from: 'src/build/extra.ts', code: "import { gallery } from '../dev/gallery.ts';", to: /^src\/dev\/gallery\.ts$/ },
  { rule: 'layer-dev', from: 'src/dev/extra.ts', code: "import type { Api } from '../studio/protocol.ts';", to: /^src\/studio\/protocol\.ts$/ },
  { rule: 'layer-studio-app', from: 'src/studio/app/extra.ts', code: "import { start } from '../server/studio-server.ts';", to: /^src\/studio\/server\/studio-server\.ts$/ },
  { rule: 'layer-studio-server', from: 'src/studio/server/extra.ts', code: "import { api } from '../app/api.ts';", to: /^src\/studio\/app\/api\.ts$/ },
  { rule: 'layer-hosted', from: 'src/hosted/extra.ts', code: "import { api } from '../studio/app/api.ts';", to: /^src\/studio\/app\/api\.ts$/ },
  { rule: 'layer-studio', from: 'src/studio/extra.ts', code: "import { htmlDocument } from '../render/document.ts';", to: /^src\/render\/document\.ts$/ },
  { rule: 'layer-scripts-lib', from: 'scripts/lib/extra.ts', code: "import '../build.ts';", to: /^scripts\/build\.ts$/ },
  { rule: 'layer-scripts', from: 'scripts/extra.ts', code: "import page from '../schemas/page.schema.json';", to: /^schemas\/page\.schema\.json$/ },
  { rule: 'layer-tests', from: 'tests/unit/extra.test.ts', code: "import config from '../../vite.config.ts';", to: /^vite\.config\.ts$/ },
  { rule: 'no-cycles', from: 'src/engine/cycle-a.ts', code: "import type { B } from './cycle-b.ts';\nexport type A = B[];", to: /^src\/engine\/cycle-b\.ts$/ },
  { rule: 'no-src-to-scripts', from: 'src/build/worker-extra.ts', code: "import type { Renderer } from '../../scripts/lib/renderer.ts';", to: /^scripts\/lib\/renderer\.ts$/ },
  { rule: 'no-to-tests', from: 'src/render/test-extra.ts', code: "import { routes } from '../../tests/e2e/pages.ts';", to: /^tests\/e2e\/pages\.ts$/ },
  { rule: 'engine-no-react', from: 'src/engine/react-extra.ts', code: "import { useState } from 'react';", to: /node_modules\/react\// },
  { rule: 'browser-no-node', from: 'src/client/node-extra.ts', code: "import { readFileSync } from 'node:fs';", to: /^(node:)?fs$/ },
  // Allowed import by import (client → blocks), but the browser's entry reaches, through a lazily loaded island, a Node hook.
  { rule: 'browser-reach', from: 'src/client/main.ts', code: "export const load = () => import('../blocks/banner/island.ts');", to: /^src\/blocks\/node-registry\.ts$/ },
];

/** Files that import only what their layer may: each reports nothing. */
const allowed: { from: string; code: string }[] = [
  { from: 'src/engine/ok.ts', code: "import type { BannerBlockProps } from '../generated/block-props.ts';" },
  { from: 'src/islands/ok.ts', code: "import { headingLevels } from '../blocks/shared/heading-level.tsx';" },
  { from: 'src/blocks/banner/ok.ts', code: "import { markers } from '../../islands/markers.ts';\nimport { fill } from '../../engine/substitution.ts';" },
  { from: 'src/chrome/Ok.tsx', code: "import { Island } from '../islands/Island.tsx';\nimport { Section } from '../blocks/shared/Section.tsx';" },
  { from: 'src/client/ok.ts', code: "import { registry } from '../blocks/registry.ts';\nimport { SiteMenu } from '../chrome/SiteMenu.tsx';" },
  { from: 'src/server/ok.ts', code: "import { formSiteProps } from '../blocks/form/query.ts';\nimport { markers } from '../islands/markers.ts';" },
  { from: 'src/build/ok.ts', code: "import { renderPage } from '../render/render-page.tsx';\nimport { blockHooks } from '../blocks/node-registry.ts';" },
  { from: 'src/studio/app/ok.ts', code: "import type { Api } from '../protocol.ts';\nimport type { Problem } from '../../engine/problems.ts';" },
  { from: 'src/studio/server/ok.ts', code: "import { loadSite } from '../../engine/load-site.ts';\nimport type { Api } from '../protocol.ts';" },
  { from: 'scripts/ok.ts', code: "import { launch } from './lib/chromium.ts';\nimport { start } from '../src/studio/server/studio-server.ts';" },
  { from: 'tests/unit/ok.test.ts', code: "import { launch } from '../../scripts/lib/chromium.ts';\nimport site from '../../site-config/site.json';" },
];

/** Every relative import in `code`, resolved against `from`: the files the small project must hold. */
const targets = (from: string, code: string) =>
  [...code.matchAll(/(?:from |import\(|import )'(\.[^']+)'/g)].map((m) => path.posix.join(path.posix.dirname(from), m[1]!));

let dir: string;
let violations: IViolation[];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'owl-layers-'));
  const write = (rel: string, text: string) => {
    mkdirSync(path.join(dir, path.dirname(rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  const stubs = new Set<string>();
  for (const { from, code } of [...breaches, ...allowed]) for (const target of targets(from, code)) stubs.add(target);
  for (const stub of stubs) write(stub, stub.endsWith('.json') ? '{}\n' : 'export {};\n');
  // The cycle's other half, and the lazily loaded island that reaches a block's Node hooks.
  write('src/engine/cycle-b.ts', "import type { A } from './cycle-a.ts';\nexport type B = A | string;\n");
  write('src/blocks/banner/island.ts', "import { blockHooks } from '../node-registry.ts';\nexport const hooks = blockHooks;\n");
  write('src/blocks/node-registry.ts', 'export const blockHooks = {};\n');
  for (const { from, code } of [...breaches, ...allowed]) write(from, `${code}\n`);
  // Packages resolve as in the project (react for the engine's rule).
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');

  const cwd = process.cwd();
  process.chdir(dir);
  try {
    const { tsConfig: _project, ...options } = config.options ?? {};
    const result = await cruise(['src', 'scripts', 'tests'], { ...options, validate: true, ruleSet: { forbidden: config.forbidden ?? [] } });
    if (typeof result.output === 'string') throw new Error('expected a cruise result, not text');
    violations = result.output.summary.violations;
  } finally {
    process.chdir(cwd);
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the dependency matrix', () => {
  it('has a rule for every layer, and this test breaks each of them', () => {
    const rules = (config.forbidden ?? []).map((rule) => rule.name);
    expect(rules).toEqual(expect.arrayContaining(config.layers.map((layer) => `layer-${layer.name.replace(/ /g, '-')}`)));
    expect(breaches.map((b) => b.rule).sort()).toEqual([...rules].sort());
  });

  it.each(breaches)('$rule: $from importing what it may not fails', ({ rule, from, to }) => {
    const found = violations.filter((v) => v.rule.name === rule && v.from === from);
    expect(found.map((v) => v.to), `${rule} at ${from}: ${JSON.stringify(violations.filter((v) => v.from === from))}`).toEqual([expect.stringMatching(to)]);
  });

  it("names the layer's allowed imports in the message of its rule", () => {
    const engine = (config.forbidden ?? []).find((rule) => rule.name === 'layer-engine');
    expect(engine?.comment).toContain('src/engine/');
    expect(engine?.comment).toContain('may import only: generated');
  });

  it.each(allowed)('$from importing what its layer may passes', ({ from }) => {
    expect(violations.filter((v) => v.from === from)).toEqual([]);
  });
});

/**
 * The dependency matrix: every layer of the code, what it holds, and which layers it may import. Anything
 * else is an error of `npm run deps` (part of `npm test`), with the layer's rule in the message.
 * README's "Layout" table is written from `layers` (`npm run docs`), and tests/unit/layers.test.ts adds a
 * forbidden import for each rule and sees it fail.
 *
 * A file belongs to the first layer whose `path` it starts with, so a sub-folder is listed before its
 * parent. `mayImport` names other layers, or a path for a single exception (a layer may import that file
 * or folder only). Type-only imports count like any other: a type cycle is still a cycle, and a type
 * import still ties the layers together.
 */

/** @typedef {{ name: string, path: string, holds: string, mayImport: string[], why?: string }} Layer */

/** @type {Layer[]} */
const layers = [
  { name: 'generated', path: 'src/generated/', holds: 'types generated from schemas/ (`npm run generate`)', mayImport: [] },
  { name: 'theme', path: 'src/theme/', holds: 'the palette, the MUI theme and timings', mayImport: [] },
  { name: 'bench', path: 'src/bench/', holds: 'benchmark statistics', mayImport: [] },
  {
    name: 'engine',
    path: 'src/engine/',
    holds: 'loading, validation (with the checks the blocks hand it), routing (`routes.ts`, the one routing rule), substitution (`substitution.ts`, the one home of `{{value}}`, `@name` and ui `{word}`s); Node only, but for the few modules components use (`substitution.ts`, `origins.ts`)',
    mayImport: ['generated'],
    why: 'The engine knows no block, component or page: blocks hand it their hooks (`loadSite({ blockHooks })`).',
  },
  {
    name: 'islands',
    path: 'src/islands/',
    holds: 'what the server and the browser share about islands: markers, the island types, `Island`',
    mayImport: ['theme', 'generated', 'src/blocks/shared/'],
    why: 'Blocks and the chrome are islands, not the other way round; only the blocks\' shared kit is below them.',
  },
  {
    name: 'blocks',
    path: 'src/blocks/',
    holds: 'one folder per block (`manifest.ts`, `node-hooks.ts`, `schema.json`, component, helpers), the shared kit (`shared/`) and the registries generated from the folders',
    mayImport: ['islands', 'engine', 'theme', 'generated'],
  },
  { name: 'chrome', path: 'src/chrome/', holds: 'header, menu, footer', mayImport: ['src/blocks/shared/', 'islands', 'engine', 'theme', 'generated'] },
  {
    name: 'client',
    path: 'src/client/',
    holds: 'the browser bootstrap (`main.ts`), the island table and hydration',
    mayImport: ['blocks', 'chrome', 'islands', 'theme', 'generated'],
  },
  { name: 'render', path: 'src/render/', holds: 'prerendering a page to HTML, with its structured data', mayImport: ['blocks', 'chrome', 'islands', 'engine', 'theme', 'generated'] },
  {
    name: 'server',
    path: 'src/server/',
    holds: "`npm start`'s static server, the local lead inbox, and what every server shares (listen, request guard, body reader, plain answers)",
    mayImport: ['engine', 'generated', 'src/blocks/form/query.ts', 'src/islands/markers.ts', 'schemas/api/'],
    why: 'The inbox answers the form: it shares the form\'s query contract and the island markers, not its component.',
  },
  {
    name: 'build',
    path: 'src/build/',
    holds: "the build's machinery and its other outputs: prerender workers and the build cache, the block registries' generator, sitemap, brochures, deploy files (`_headers`, `_redirects`, nginx.conf, precompressed copies), the dist/ swap",
    mayImport: ['render', 'blocks', 'engine', 'server', 'theme', 'generated'],
  },
  {
    name: 'dev',
    path: 'src/dev/',
    holds: "the local tools' kit (one Vite host, font route, watcher, renderer loader and problem page, shared with the studio) and `npm run dev` on it (`dev-server.ts`): live preview, overlay, gallery, block docs",
    mayImport: ['render', 'build', 'server', 'client', 'blocks', 'chrome', 'islands', 'engine', 'theme', 'generated'],
  },
  {
    name: 'studio app',
    path: 'src/studio/app/',
    holds: "the studio's browser app",
    mayImport: ['studio', 'engine', 'theme', 'generated'],
    why: 'It runs in the browser: it talks to the studio server through its API (`src/studio/protocol.ts`).',
  },
  {
    name: 'studio server',
    path: 'src/studio/server/',
    holds: "`npm run studio`'s server: API, saves, preview",
    mayImport: ['studio', 'src/studio/app/editor/problem-words.ts', 'dev', 'render', 'build', 'server', 'blocks', 'engine', 'theme', 'generated'],
  },
  {
    name: 'hosted',
    path: 'src/hosted/',
    holds: "the hosted studio (`npm run studio -- --hosted`): sign-in, roles, git as the store, review and publish",
    mayImport: ['studio server', 'studio', 'dev', 'render', 'build', 'server', 'engine', 'generated'],
    why: 'It wraps the studio server for a team; nothing of the site or the local tools imports it.',
  },
  { name: 'studio', path: 'src/studio/', holds: 'the contract between the studio app and its server (`protocol.ts`); never built', mayImport: ['engine', 'generated'] },
  { name: 'scripts lib', path: 'scripts/lib/', holds: 'what commands and tests share (Chromium, the renderer bundle)', mayImport: ['src'] },
  { name: 'scripts', path: 'scripts/', holds: 'one file per command', mayImport: ['scripts lib', 'src'] },
  { name: 'tests', path: 'tests/', holds: '`unit/` (in process), `cli/` (a process or a copy of the project), `dom/` (jsdom), `e2e/` (the build in Chromium), `helpers/`', mayImport: ['scripts lib', 'scripts', 'src', 'schemas', 'site-config'] },
];

/** Pseudo-layers a layer may name: folders that are not layers of code. */
const areas = { src: 'src/', schemas: 'schemas/', 'site-config': 'site-config/' };

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The layers listed before `layer` inside its folder: their files are theirs, not this layer's. */
const innerLayers = (layer) => layers.filter((l) => l !== layer && l.path.startsWith(layer.path) && layers.indexOf(l) < layers.indexOf(layer));
/** A regular expression for a path: a folder (ending in "/") and everything in it, or one file. */
const pattern = (p) => `^${escapeRegex(p)}${p.endsWith('/') ? '' : '$'}`;
/** A regular expression for a layer's own files: its folder, but not the layers inside it. */
const layerPattern = (layer) => {
  const inner = innerLayers(layer).map((l) => escapeRegex(l.path.slice(layer.path.length)));
  return `^${escapeRegex(layer.path)}${inner.length ? `(?!${inner.join('|')})` : ''}`;
};
/** What a name in `mayImport` stands for: a layer's own files, a pseudo-layer's folder, or the path written. */
const patternOf = (name) => {
  if (name.includes('/')) return pattern(name);
  const layer = layers.find((l) => l.name === name);
  if (layer) return layerPattern(layer);
  if (areas[name]) return pattern(areas[name]);
  throw new Error(`.dependency-cruiser.cjs: "${name}" is no layer`);
};

const layerRules = layers.map((layer) => {
  const allowed = [layerPattern(layer), ...layer.mayImport.map(patternOf)];
  const names = layer.mayImport.length ? layer.mayImport.join(', ') : 'nothing outside itself';
  return {
    name: `layer-${layer.name.replace(/ /g, '-')}`,
    severity: 'error',
    comment: `${layer.path} (${layer.holds}) may import only: ${names}.${layer.why ? ` ${layer.why}` : ''}`,
    from: { path: layerPattern(layer) },
    to: { dependencyTypes: ['local'], pathNot: allowed },
  };
});

/** The browser's entries: everything they reach, lazily loaded islands included, is code the browser may download. */
const browserEntries = ['^src/client/main\\.ts$', '^src/studio/app/main\\.tsx$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No module imports itself through others, type imports included: a cycle has no bottom layer to test or load first.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-src-to-scripts',
      severity: 'error',
      comment: 'src/ never imports scripts/: what both need lives in src/, and a command is a thin wrapper around it.',
      from: { path: '^src/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'no-to-tests',
      severity: 'error',
      comment: 'Commands and source never import tests: what both need lives in scripts/lib/ or src/.',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/' },
    },
    {
      name: 'engine-no-react',
      severity: 'error',
      comment: 'The engine runs in Node and imports no React, MUI or components.',
      from: { path: '^src/engine/' },
      to: { path: ['(^|/)node_modules/(react|react-dom|@mui/[^/]+|@emotion/[^/]+)/', '\\.tsx$'] },
    },
    {
      name: 'browser-no-node',
      severity: 'error',
      comment: "Code the browser runs (islands, client, chrome, blocks' components, the studio app) imports no node: module.",
      from: { path: ['^src/(islands|client|chrome|studio/app)/', '^src/blocks/'], pathNot: ['^src/blocks/[^/]+/(node-hooks|brochure|check|structured-data)\\.ts$', '^src/blocks/node-registry\\.ts$'] },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-reach',
      severity: 'error',
      comment:
        "Nothing the browser's entries reach, islands loaded later included, is Node-only: no node: module, no site loader, no ajv, no PDF library, no block's Node hooks (node-registry.ts, node-hooks.ts).",
      from: { path: browserEntries },
      to: {
        reachable: true,
        path: ['^(node:)?(fs|path|os|child_process|worker_threads|url|zlib|crypto|http|https|net|stream)(/|$)', '^src/engine/load-site\\.ts$', '(^|/)node_modules/(ajv|pdf-lib|@react-pdf/[^/]+|@cantoo/[^/]+)/', '^src/blocks/node-registry\\.ts$', '/node-hooks\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    skipAnalysisNotInRules: true,
    cache: false,
  },
};

// For README's table (scripts/docs.ts) and the tests; not enumerable, as dependency-cruiser refuses keys it does not know.
Object.defineProperty(module.exports, 'layers', { value: layers, enumerable: false });

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Commands and source never import tests: what both need lives in scripts/lib/ or src/. */
const noTests = { regex: '(^|/)tests/', message: 'Commands and source never import tests: what both need lives in scripts/lib/ or src/.' };

/** The studio is a development tool: nothing else in src/ imports it, so none of it can reach dist/. */
const noStudio = { regex: '(^|/)studio/', message: 'The studio (src/studio/) is a development tool: nothing outside it imports it, so none of it can reach dist/.' };

/**
 * The layers of src/ and who may import whom (README, "Layout"). Each entry forbids imports whose path
 * matches one of `regex` in the files of `files`; tests/unit/layers.test.ts proves each one fails lint.
 * A file matches one entry only: ESLint would let a later entry's options replace an earlier one's.
 */
export const layers = [
  {
    files: ['src/engine/**'],
    regex: ['^react($|-dom|/)', '^@mui/', '^@emotion/', '\\.tsx$'],
    message: 'The engine (loading, validation, routing) runs in Node and imports no React, MUI or components.',
  },
  {
    files: ['src/blocks/**'],
    regex: ['(^|/)(render|server|dev|client)/'],
    message: 'A block is a component: it may not import the renderer, the servers, the dev tools or the browser bootstrap.',
  },
  {
    files: ['src/chrome/**'],
    regex: ['(^|/)render/'],
    message: 'The renderer composes the chrome, not the other way round: shared island pieces live in src/islands/.',
  },
  {
    files: ['src/client/**', 'src/islands/**'],
    regex: ['(^|/)(engine|server|dev|build|render)/', '^ajv', '^node:'],
    message: 'Browser code, and the island pieces it shares with the server, never import the Node-only engine, servers, build or renderer.',
  },
  {
    files: ['src/studio/app/**'],
    regex: ['(^|/)server/', '(^|/)engine/load-site(\\.ts)?$', '^node:'],
    message: 'The studio app runs in the browser: it talks to the studio server through its API (src/studio/protocol.ts), never imports the servers, the site loader or node: modules.',
  },
];

/** Whether a layer's files are all outside the studio (those may not import it). */
const outsideStudio = (files) => files.every((glob) => !glob.startsWith('src/studio/'));

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', '.data/', '.cache/', 'shots/', 'test-results/', 'src/generated/', '.dist.*/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layers.map(({ files, regex, message }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [...regex.map((pattern) => ({ regex: pattern, message })), noTests, ...(outsideStudio(files) ? [noStudio] : [])] }] },
  })),
  {
    files: ['scripts/**', 'src/studio/**'],
    ignores: layers.flatMap((layer) => layer.files),
    rules: { 'no-restricted-imports': ['error', { patterns: [noTests] }] },
  },
  {
    files: ['src/**'],
    ignores: [...layers.flatMap((layer) => layer.files), 'src/studio/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTests, noStudio] }] },
  },
);

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Who may import whom is not lint's job: the dependency matrix (.dependency-cruiser.cjs, `npm run deps`)
 * lists every layer's allowed imports, type imports and cycles included.
 */
export default tseslint.config(
  // bench/astro-peer is a project of its own, installed apart (its README): its Astro imports resolve only there.
  { ignores: ['dist/', 'coverage/', 'node_modules/', '.data/', '.cache/', 'shots/', 'test-results/', 'src/generated/', '.dist.*/', 'shards/', 'bench/astro-peer/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic rules everywhere: a hook called where it may not be, wherever it is.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The rest of the recommended set runs the React Compiler over each file: 12 of the lint's 17 CPU-seconds when
    // it ran over every file (servers, scripts, tests' renders). The site's and the studio's components are .tsx
    // files under src/, and their hooks live in use-*.ts files.
    files: ['src/**/*.tsx', 'src/**/use-*.ts'],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // dependency-cruiser reads its configuration with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

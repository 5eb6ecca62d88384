import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Who may import whom is not lint's job: the dependency matrix (.dependency-cruiser.cjs, `npm run deps`)
 * lists every layer's allowed imports, type imports and cycles included.
 */
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
  {
    // dependency-cruiser reads its configuration with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layerBoundaries } from './eslint/layer-boundaries.js';
import { noLiteralText } from './eslint/no-literal-text.js';

const project = { rules: { 'layer-boundaries': layerBoundaries, 'no-literal-text': noLiteralText } };

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { project, 'react-hooks': reactHooks },
    rules: {
      'project/layer-boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the file that defines it.' },
      ],
    },
  },
  {
    files: ['src/web/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'project/no-literal-text': 'error' },
  },
  {
    // drizzle-kit reads every table from one entry; the tables live in one file per area beside it.
    files: ['src/server/db/schema.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);

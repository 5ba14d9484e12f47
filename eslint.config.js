import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexpPlugin from 'eslint-plugin-regexp';
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
    // On Node 20 one AsyncLocalStorage turns on async hooks for the whole process, and every request
    // then runs slower: no app code starts one, and pages render with React's browser build.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-dom/server', 'react-dom/server.node'].map((name) => ({
          name,
          message: "Render with 'react-dom/server.browser': the Node build keeps each render in an AsyncLocalStorage.",
        })),
        ...['async_hooks', 'node:async_hooks'].map((name) => ({
          name,
          message: 'AsyncLocalStorage and async hooks slow every request of the process down.',
        })),
      ],
    },
  },
  {
    // A pattern that backtracks super-linearly lets one long input stall the whole server: every
    // regular expression of the app and its scripts is held to the plugin's recommended rules, the two
    // backtracking ones as errors. The three that only prefer a shorter spelling ([0-9] as \d) are off:
    // the code spells digits and letters out on purpose.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { regexp: regexpPlugin },
    rules: {
      ...regexpPlugin.configs['flat/recommended'].rules,
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'regexp/prefer-d': 'off',
      'regexp/prefer-w': 'off',
      'regexp/use-ignore-case': 'off',
    },
  },
  {
    // drizzle-kit reads every table from one entry; the tables live in one file per area beside it.
    files: ['src/server/db/schema.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);

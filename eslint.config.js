import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexpPlugin from 'eslint-plugin-regexp';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { folderCycles } from './eslint/folder-cycles.js';
import { layerBoundaries } from './eslint/layer-boundaries.js';
import { noLiteralText } from './eslint/no-literal-text.js';
import { routeLayer } from './eslint/route-layer.js';

const NO_BARREL = {
  selector: 'ExportAllDeclaration',
  message: 'No barrel files: import from the file that defines it.',
};

// A date or a number written for a person takes its locale from localeOf(language): a bare language
// tag leaves the region to the runtime, which writes English the American way ("October 26, 2026").
// A variable holding such a locale is named `locale`.
const LOCALE_ARGUMENT =
  ":not([arguments.0.type='Literal']):not([arguments.0.callee.name='localeOf']):not([arguments.0.name='locale'])";
const FORMAT_IN_PAGE_LOCALE = [
  {
    selector: `NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat)$/]${LOCALE_ARGUMENT}`,
    message: 'Format with localeOf(language) (or a fixed locale string), never a bare language tag.',
  },
  {
    selector: `CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]${LOCALE_ARGUMENT}`,
    message: 'Format with localeOf(language) (or a fixed locale string), never a bare language tag.',
  },
];

// The server links one stylesheet with every page, the entry's: a page's HTML is styled on its first
// paint, before any script. A stylesheet imported by a component would arrive with its chunk, after
// the page showed unstyled, and move it. Only the entry imports stylesheets.
const STYLESHEETS_IN_THE_ENTRY = {
  selector: 'ImportDeclaration[source.value=/\\.css$/]',
  message: "Import the stylesheet in src/web/entry-client.tsx: the server links only the entry's CSS with a page.",
};

const project = {
  rules: {
    'layer-boundaries': layerBoundaries,
    'no-literal-text': noLiteralText,
    'folder-cycles': folderCycles,
    'route-layer': routeLayer,
  },
};

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
      'no-restricted-syntax': ['error', NO_BARREL],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NO_BARREL, ...FORMAT_IN_PAGE_LOCALE, STYLESHEETS_IN_THE_ENTRY] },
  },
  {
    files: ['src/web/entry-client.tsx'],
    rules: { 'no-restricted-syntax': ['error', NO_BARREL, ...FORMAT_IN_PAGE_LOCALE] },
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
    files: ['src/server/**/*.routes.ts', 'src/server/**/*.admin-routes.ts', 'src/server/**/*.feed-routes.ts'],
    rules: { 'project/route-layer': 'error' },
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
  {
    // No cycle between files (import-x, resolving imports as TypeScript does) or folders
    // (eslint/folder-cycles.js): a cycle means none of its parts can be loaded, read or tested alone.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The files an import names are parsed as TypeScript to follow their own imports.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'project/folder-cycles': 'error',
    },
  },
  {
    // The server runs from `npm ci --omit=dev` (docs/deploy.md): a package that the server, the code
    // it shares, the pages it renders or the backup scripts import at run time must be a dependency.
    // A type-only import is erased and may name a development package.
    files: ['src/**/*.{ts,tsx}', 'scripts/backup.ts', 'scripts/restore.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixtures.{ts,tsx}', '**/*.test-setup.ts', 'src/*/testing/**'],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false, includeTypes: false }] },
  },
);

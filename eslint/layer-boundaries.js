// Keeps imports one-way: shared <- server, shared <- web, and inside web shared parts (components,
// lib) <- features <- app; one feature never reaches into another. In the server, a module uses
// another module only through that module's public file, modules/<name>/index.ts; the layers below
// the modules (http, db, jobs) import no module, plugin or mail; plugins and mail import no module
// (a module gives a plugin what it needs through app.ts). Test code stays out of the app: src never
// imports tests/; the testing/ folders are imported only by tests, fixtures and each other; seed/ only
// by tests and the start-up that prepares the database. Cycles between files and folders:
// folder-cycles.js and import-x/no-cycle.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Files only tests run: tests, fixtures, a test file's shared setup, and the testing/ folders. */
const TEST_CODE = /(\.(test|fixtures|test-setup)\.tsx?$)|^src\/(server|web)\/testing\//;
/** The only app files that may import seed/: the database start-up and the commands that run it. */
const SEED_USERS = new Set(['src/server/prepare-database.ts']);

function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const kinds = { rel, isTestCode: TEST_CODE.test(rel) };
  if (rel === 'tests' || rel.startsWith('tests/')) return { ...kinds, world: 'tests' };
  if (rel.startsWith('src/shared/')) return { ...kinds, world: 'shared' };
  const serverModule = /^src\/server\/modules\/([^/]+)\/(.+)$/.exec(rel);
  if (serverModule) {
    return { ...kinds, world: 'server', module: serverModule[1], isIndex: serverModule[2] === 'index.ts' };
  }
  const below = /^src\/server\/(http|db|jobs)\//.exec(rel);
  if (below) return { ...kinds, world: 'server', below: below[1] };
  const folder = /^src\/server\/(plugins|mail|seed|testing)\//.exec(rel);
  if (folder) return { ...kinds, world: 'server', folder: folder[1] };
  if (rel.startsWith('src/server/')) return { ...kinds, world: 'server' };
  if (rel.startsWith('src/web/testing/')) return { ...kinds, world: 'web', part: 'base', folder: 'testing' };
  const feature = /^src\/web\/features\/([^/]+)\//.exec(rel);
  if (feature) return { ...kinds, world: 'web', part: 'features', feature: feature[1] };
  if (rel.startsWith('src/web/app/') || /^src\/web\/entry-[^/]+$/.test(rel)) {
    return { ...kinds, world: 'web', part: 'app' };
  }
  if (rel.startsWith('src/web/')) return { ...kinds, world: 'web', part: 'base' };
  return null;
}

/** What keeps test code and start-up data out of the running app; null when the import is fine. */
function testAndSeedProblem(from, to) {
  if (to.world === 'tests')
    return 'src never imports tests/: helpers tests in src share live in src/server/testing or src/web/testing';
  if (to.folder === 'testing' && !from.isTestCode) return 'only tests and fixtures import the testing/ helpers';
  if (to.folder === 'seed' && from.folder !== 'seed' && !from.isTestCode && !SEED_USERS.has(from.rel)) {
    return 'only the database start-up (prepare-database.ts) and tests import seed/';
  }
  return null;
}

function problem(from, to) {
  const testOrSeed = testAndSeedProblem(from, to);
  if (testOrSeed) return testOrSeed;
  if (from.world === 'shared' && to.world !== 'shared') return 'src/shared imports nothing from server or web';
  if (from.world === 'server' && to.world === 'web') return 'the server never imports web code';
  if (from.world === 'web' && to.world === 'server') return 'web code never imports server code';
  if (from.world === 'server' && to.world === 'server') {
    if (from.below && (to.module || to.folder === 'plugins' || to.folder === 'mail')) {
      return `src/server/${from.below} sits below the modules, plugins and mail and imports none of them`;
    }
    if ((from.folder === 'plugins' || from.folder === 'mail') && to.module && !from.isTestCode) {
      return `src/server/${from.folder} imports no module: app.ts hands it what a module provides`;
    }
    if (from.module && to.module && from.module !== to.module && !to.isIndex) {
      return `module "${from.module}" may use module "${to.module}" only through modules/${to.module}/index.ts`;
    }
    return null;
  }
  if (from.world !== 'web' || to.world !== 'web') return null;
  if (from.part === 'base' && to.part !== 'base') return 'components and lib must not import features or app';
  if (from.part === 'features' && to.part === 'app') return 'features must not import from app';
  if (from.part === 'features' && to.part === 'features' && from.feature !== to.feature) {
    return `feature "${from.feature}" must not reach into feature "${to.feature}"`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerBoundaries = {
  meta: { type: 'problem', schema: [], messages: { crossing: 'Import crosses a layer boundary: {{why}}.' } },
  create(context) {
    const from = layerOf(context.filename);
    // tests/ may import anything in src; what it must not do is checked by its own tests.
    if (!from || from.world === 'tests') return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source));
      const why = to && problem(from, to);
      if (why) context.report({ node, messageId: 'crossing', data: { why } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

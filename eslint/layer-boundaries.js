// Keeps imports one-way: shared <- server, shared <- web, and inside web shared parts (components,
// lib) <- features <- app; one feature never reaches into another. In the server, a module uses
// another module only through that module's public file, modules/<name>/index.ts, and the layers
// below the modules (http, db, jobs) never import a module. Cycles between modules: module-cycles.js.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('src/shared/')) return { world: 'shared' };
  const serverModule = /^src\/server\/modules\/([^/]+)\/(.+)$/.exec(rel);
  if (serverModule) return { world: 'server', module: serverModule[1], isIndex: serverModule[2] === 'index.ts' };
  const below = /^src\/server\/(http|db|jobs)\//.exec(rel);
  if (below) return { world: 'server', below: below[1] };
  if (rel.startsWith('src/server/')) return { world: 'server' };
  const feature = /^src\/web\/features\/([^/]+)\//.exec(rel);
  if (feature) return { world: 'web', part: 'features', feature: feature[1] };
  if (rel.startsWith('src/web/app/') || /^src\/web\/entry-[^/]+$/.test(rel)) return { world: 'web', part: 'app' };
  if (rel.startsWith('src/web/')) return { world: 'web', part: 'base' };
  return null;
}

function problem(from, to) {
  if (from.world === 'shared' && to.world !== 'shared') return 'src/shared imports nothing from server or web';
  if (from.world === 'server' && to.world === 'web') return 'the server never imports web code';
  if (from.world === 'web' && to.world === 'server') return 'web code never imports server code';
  if (from.world === 'server' && to.world === 'server') {
    if (from.below && to.module) return `src/server/${from.below} sits below the modules and never imports one`;
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
    if (!from) return {};
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

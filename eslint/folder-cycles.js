// Folders of src must not depend on each other in a circle, or neither can be read, tested or
// changed alone. A folder here is what the layer rules reason about: each server module
// (src/server/modules/<m>) and web feature (src/web/features/<f>), every other top folder of
// src/server and src/web (plugins, mail, seed, http, components, lib, ...), src/shared, and each
// file at the top of src/server or src/web on its own. Only app code counts: tests, fixtures and the
// testing/ folders sit above everything and may import any folder. Cycles between single files:
// import-x/no-cycle.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const TEST_CODE = /(\.(test|fixtures|test-setup)\.tsx?$)|^src\/(server|web)\/testing\//;

/** The folder a file of src belongs to (see above), or null for files outside src. */
export function folderOf(relative) {
  const rel = relative.split(path.sep).join('/');
  const area = /^src\/(server\/modules|web\/features)\/([^/]+)\//.exec(rel);
  if (area) return `src/${area[1]}/${area[2]}`;
  const top = /^src\/(server|web)\/([^/]+)(\/)?/.exec(rel);
  if (top) return `src/${top[1]}/${top[2]}`;
  if (rel.startsWith('src/shared/')) return 'src/shared';
  return null;
}

/** folder -> the folders its app files import, read from the files under src. */
export function folderEdges(rootDir = root) {
  const edges = new Map();
  const srcDir = path.join(rootDir, 'src');
  for (const file of fs.readdirSync(srcDir, { recursive: true })) {
    const rel = path.join('src', file).split(path.sep).join('/');
    if (!/\.tsx?$/.test(rel) || TEST_CODE.test(rel)) continue;
    const from = folderOf(rel);
    if (!from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    const full = path.join(rootDir, rel);
    for (const match of fs.readFileSync(full, 'utf8').matchAll(IMPORT)) {
      const to = folderOf(path.relative(rootDir, path.resolve(path.dirname(full), match[1] ?? match[2])));
      if (to && to !== from) edges.get(from).add(to);
    }
  }
  return edges;
}

/** The folders `from` reaches through the graph, with the path to each. */
function pathBack(edges, start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const trail = queue.shift();
    const last = trail[trail.length - 1];
    if (last === goal) return trail;
    for (const next of edges.get(last) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return null;
}

/**
 * The rule on a given graph (tests hand one in). It reports each import of an app file into another
 * folder from which its own folder can be reached again, naming the way back.
 * @param {() => Map<string, Set<string>>} readEdges
 * @returns {import('eslint').Rule.RuleModule}
 */
export function createFolderCycles(readEdges) {
  let edges;
  return {
    meta: {
      type: 'problem',
      schema: [],
      messages: { cycle: 'Folders import each other in a circle: {{circle}}. Turn one of the imports around.' },
    },
    create(context) {
      const rel = path.relative(root, context.filename).split(path.sep).join('/');
      const from = folderOf(rel);
      if (!from || TEST_CODE.test(rel)) return {};
      edges ??= readEdges();
      const check = (node) => {
        const source = node.source?.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = folderOf(path.relative(root, path.resolve(path.dirname(context.filename), source)));
        if (!to || to === from) return;
        const back = pathBack(edges, to, from);
        if (back) context.report({ node, messageId: 'cycle', data: { circle: [from, ...back].join(' -> ') } });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      };
    },
  };
}

/** The graph is read from the files once per lint run. @type {import('eslint').Rule.RuleModule} */
export const folderCycles = createFolderCycles(() => folderEdges());

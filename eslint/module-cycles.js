// Modules of the server must not depend on each other in a circle: a cycle means neither can be
// read, tested or changed alone. The graph is one edge per module that imports another (tests and
// fixtures too); `npx vitest run tests/lint` fails on any cycle.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** module -> the other modules its files import, read from the files under modulesDir. */
export function moduleEdges(modulesDir) {
  const edges = new Map();
  for (const name of fs.readdirSync(modulesDir)) {
    const dir = path.join(modulesDir, name);
    if (!fs.statSync(dir).isDirectory()) continue;
    const targets = new Set();
    for (const file of fs.readdirSync(dir, { recursive: true })) {
      if (!/\.tsx?$/.test(file)) continue;
      const full = path.join(dir, file);
      for (const match of fs.readFileSync(full, 'utf8').matchAll(IMPORT)) {
        const target = path.relative(modulesDir, path.resolve(path.dirname(full), match[1] ?? match[2]));
        const [other] = target.split(path.sep);
        if (other && other !== name && !other.startsWith('..')) targets.add(other);
      }
    }
    edges.set(name, targets);
  }
  return edges;
}

/** Every cycle of the graph, each as the modules in order and the first again at the end. */
export function findCycles(edges) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

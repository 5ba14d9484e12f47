import type { TApp } from '../../../src/server/app.ts';

/**
 * Every API route of the built app as "METHOD /url". Read from printRoutes' tree, so a route added
 * anywhere (another module, another helper) shows up without being declared here. HEAD routes are
 * left out: Fastify adds one to every GET, answered by the same handler and hooks.
 */
export function listApiRoutes(app: TApp): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes = new Set<string>();
  for (const line of tree.split('\n')) {
    // A node without handlers (a shared prefix) prints without the method list.
    const match = /^([│├└─\s]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const [, prefix = '', segment = '', methods = ''] = match;
    // Each tree level is four characters wide: "├── ", "│   ", "    ".
    const depth = Math.round([...prefix].length / 4) - 1;
    stack.length = depth;
    const url = (stack[depth - 1] ?? '') + segment;
    stack[depth] = url;
    if (!url.startsWith('/api/')) continue;
    for (const method of methods.split(',').map((name) => name.trim())) {
      if (method !== 'HEAD') routes.add(`${method} ${url}`);
    }
  }
  return [...routes].sort();
}

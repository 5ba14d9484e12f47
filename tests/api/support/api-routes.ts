import type { TApp } from '../../../src/server/app.ts';

/**
 * Every API route of the built app as "METHOD /url", and every form a page posts without the app
 * (a POST outside /api/, src/server/http/form-post.ts). Read from printRoutes' tree, so a route
 * added anywhere (another module, another helper) shows up without being declared here. HEAD routes
 * are left out: Fastify adds one to every GET, answered by the same handler and hooks.
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
    for (const method of methods.split(',').map((name) => name.trim())) {
      if (method !== 'HEAD' && (url.startsWith('/api/') || isFormPost(method, url))) routes.add(`${method} ${url}`);
    }
  }
  return [...routes].sort();
}

/** A page's form sent without the app: a POST to a path outside the API (the provider's callbacks are GETs). */
export function isFormPost(method: string, url: string): boolean {
  return method === 'POST' && !url.startsWith('/api/');
}

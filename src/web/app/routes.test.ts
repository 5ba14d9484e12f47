import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes.ts';

const WEB_DIR = path.resolve(import.meta.dirname, '..');

describe('route table', () => {
  it("names each page's module as it imports it, so the server preloads the right chunk", () => {
    const source = readFileSync(path.join(import.meta.dirname, 'routes.ts'), 'utf8');
    const pages = [...source.matchAll(/lazyPage\(\s*'([^']+)',\s*\(\) => import\('\.\.\/([^']+)'\)/g)];
    expect(pages).toHaveLength(ROUTES.length);
    for (const [, named, imported] of pages) expect(named).toBe(imported);
    for (const route of ROUTES) expect(existsSync(path.join(WEB_DIR, route.page.module)), route.page.module).toBe(true);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_POST_DONE_PARAM } from '../../shared/form-post.ts';
import { ROUTES } from './routes.ts';

const WEB_DIR = path.resolve(import.meta.dirname, '..');
const RELATIVE_IMPORT = /from '(\.[^']+)'/g;
const PARAMETER_READ = /(?:params|searchParams)\.(?:get|has)\('([^']+)'\)/g;

/** The page's own files: its module and what it imports from its feature folder, transitively. */
function featureFilesOf(pageModule: string): string[] {
  const start = path.join(WEB_DIR, pageModule);
  const folder = path.dirname(start);
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const [, target] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const resolved = path.resolve(path.dirname(file), target as string);
      if (resolved.startsWith(folder)) queue.push(resolved);
    }
  }
  return [...seen];
}

/** The query parameters a page's files read by name. */
function parametersReadBy(pageModule: string): string[] {
  const read = new Set<string>();
  for (const file of featureFilesOf(pageModule)) {
    const source = readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(PARAMETER_READ)) read.add(name as string);
    if (source.includes('useFormPostDone(')) read.add(FORM_POST_DONE_PARAM);
  }
  return [...read].sort();
}

describe('route query parameters', () => {
  // The server renders a page from its path and its declared parameters only; a parameter the page
  // reads but does not declare renders one page on the server and another in the browser.
  it('declares every parameter its page reads', () => {
    const undeclared = ROUTES.flatMap((route) =>
      parametersReadBy(route.page.module)
        .filter((name) => !(route.query ?? []).includes(name))
        .map((name) => `${route.paths[0]} reads ?${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('finds the parameters a page reads (the check can fail)', () => {
    expect(parametersReadBy('features/reset-password/reset-password-page.tsx')).toContain('token');
    expect(parametersReadBy('features/contact/contact-page.tsx')).toContain(FORM_POST_DONE_PARAM);
  });
});

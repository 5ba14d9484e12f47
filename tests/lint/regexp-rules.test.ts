import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The project's own lint settings refuse a regular expression that backtracks super-linearly: one
 * long input to such a pattern stalls the whole server. Probed through eslint.config.js, so the
 * test fails if the rule is ever switched off or its files narrowed away from src.
 */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function regexpProblems(code: string, relative = 'src/shared/probe.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, relative) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? '').filter((rule) => rule.startsWith('regexp/'));
}

describe('regular expressions in src are held to the backtracking rules', () => {
  it('refuses the old postal-code pattern: two runs of [0-9 ] trade digits round one digit', async () => {
    expect(await regexpProblems('export const ZIP = /^[0-9 ]*[0-9][0-9 ]*$/;\n')).toContain(
      'regexp/no-super-linear-backtracking',
    );
  });

  it('refuses an unanchored run that rescans on every start (/-+$/), in server and web code', async () => {
    const code = "export const trim = (text: string) => text.replace(/-+$/, '');\n";
    expect(await regexpProblems(code, 'src/server/probe.ts')).toContain('regexp/no-super-linear-move');
    expect(await regexpProblems(code, 'src/web/lib/probe.ts')).toContain('regexp/no-super-linear-move');
  });

  it('accepts the linear spelling of the same rules', async () => {
    expect(await regexpProblems('export const ZIP = /^ *[0-9][0-9 ]*$/;\n')).toEqual([]);
    expect(await regexpProblems("export const trim = (text: string) => text.replace(/^-|-$/g, '');\n")).toEqual([]);
  });
}, 60_000);

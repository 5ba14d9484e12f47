import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const configFile = path.join(root, 'eslint.config.js');

describe('npm run lint', () => {
  it('turns the layer, folder-cycle and file-cycle rules on for app code and tests', async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of [
      'src/server/plugins/auth.ts',
      'src/web/features/events/events.fixtures.tsx',
      'tests/api/a.test.ts',
    ]) {
      const { rules } = (await eslint.calculateConfigForFile(path.join(root, file))) as {
        rules: Record<string, unknown[]>;
      };
      for (const rule of ['project/layer-boundaries', 'project/folder-cycles', 'import-x/no-cycle']) {
        expect(rules[rule]?.[0], `${rule} in ${file}`).toBe(2);
      }
    }
  });
});

// Real files, because import-x follows each import to the file it names (TypeScript resolution).
describe('import-x/no-cycle with the project configuration', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lint-cycle-probe-'));
    await writeFile(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = (): number => b() + 1;\n");
    await writeFile(path.join(dir, 'b.ts'), "import { c } from './c.ts';\nexport const b = (): number => c();\n");
    await writeFile(path.join(dir, 'c.ts'), "import { a } from './a.ts';\nexport const c = (): number => a();\n");
    await writeFile(path.join(dir, 'd.ts'), "import { a } from './a.ts';\nexport const d = (): number => a();\n");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reports each file of a three-file circle and not a file that only uses it', async () => {
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: configFile });
    const results = await eslint.lintFiles(['a.ts', 'b.ts', 'c.ts', 'd.ts']);
    const cycles = Object.fromEntries(
      results.map((result) => [
        path.basename(result.filePath),
        result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length,
      ]),
    );
    expect(cycles).toEqual({ 'a.ts': 1, 'b.ts': 1, 'c.ts': 1, 'd.ts': 0 });
  });
});

describe('dates and numbers for a person take the page locale', () => {
  const lint = async (code: string) => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/web/features/x/x-format.ts') });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').length;
  };

  it('refuses a bare language tag or no locale, in Intl and in toLocale…String', async () => {
    expect(await lint('export const f = (language: string) => new Intl.DateTimeFormat(language);\n')).toBe(1);
    expect(await lint('export const f = (i18n: { language: string }) => new Intl.NumberFormat(i18n.language);\n')).toBe(
      1,
    );
    expect(await lint('export const f = (d: Date) => d.toLocaleDateString();\n')).toBe(1);
  });

  it('lets localeOf, a variable named locale and a fixed locale through', async () => {
    const imports = "import { localeOf } from '../../../shared/languages.ts';\n";
    expect(
      await lint(`${imports}export const f = (language: string) => new Intl.DateTimeFormat(localeOf(language));\n`),
    ).toBe(0);
    expect(await lint('export const f = (locale: string) => new Intl.NumberFormat(locale);\n')).toBe(0);
    expect(await lint("export const f = () => new Intl.DateTimeFormat('sv-SE');\n")).toBe(0);
  });
});

describe('what runs in production imports no development package', () => {
  const lint = async (code: string, file: string) => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-extraneous-dependencies')
      .length;
  };
  const devImport = "import { tsImport } from 'tsx/esm/api';\nexport const load = tsImport;\n";

  it('refuses one in the server, shared code, the pages and the backup script', async () => {
    for (const file of [
      'src/server/modules/x/x.service.ts',
      'src/shared/x.ts',
      'src/web/lib/x.ts',
      'scripts/backup.ts',
    ]) {
      expect(await lint(devImport, file), file).toBe(1);
    }
  });

  it('lets tests, test helpers and type-only imports through, and a dependency anywhere', async () => {
    expect(await lint(devImport, 'src/server/modules/x/x.test.ts')).toBe(0);
    expect(await lint(devImport, 'src/server/testing/x.ts')).toBe(0);
    expect(
      await lint("import type { Page } from '@playwright/test';\nexport type P = Page;\n", 'src/server/x.ts'),
    ).toBe(0);
    expect(await lint("import { z } from 'zod';\nexport const s = z.string();\n", 'src/server/x.ts')).toBe(0);
  });
});

describe('a page is styled by the one stylesheet the server links', () => {
  const eslint = new ESLint({ cwd: root });
  const stylesheetImports = async (file: string) => {
    const [result] = await eslint.lintText("import './x.css';\nexport const x = 1;\n", {
      filePath: path.join(root, file),
    });
    return (result?.messages ?? []).filter((message) => /stylesheet/.test(message.message)).length;
  };

  it('refuses a stylesheet imported by a page or a component, and takes it in the entry', async () => {
    expect(await stylesheetImports('src/web/features/x/x-page.tsx')).toBe(1);
    expect(await stylesheetImports('src/web/components/x.tsx')).toBe(1);
    expect(await stylesheetImports('src/web/entry-client.tsx')).toBe(0);
  });
});

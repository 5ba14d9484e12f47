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

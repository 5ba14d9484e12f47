import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { routeLayer } from '../../eslint/route-layer.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '../..');
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const routeFile = path.join(root, 'src/server/modules/board/board.admin-routes.ts');

tester.run('route-layer', routeLayer, {
  valid: [
    { code: "import { adminBoard } from './board.service.ts';", filename: routeFile },
    { code: 'const { board } = app.contexts; await adminBoard(board);', filename: routeFile },
    { code: "import { sendJsonAnswer } from '../../http/json-answer.ts';", filename: routeFile },
  ],
  invalid: [
    {
      code: "import { createBoardRepo } from './board.repo.ts';",
      filename: routeFile,
      errors: [{ messageId: 'repository' }, { messageId: 'repository' }],
    },
    {
      code: "import { createAuditRepo } from '../audit/index.ts';",
      filename: routeFile,
      errors: [{ messageId: 'repository' }],
    },
    {
      code: "import type { TBoardRepo } from './board.service.ts';",
      filename: routeFile,
      errors: [{ messageId: 'repository' }],
    },
    {
      code: 'await app.contexts.board.repos.board.listAll();',
      filename: routeFile,
      errors: [{ messageId: 'repository' }],
    },
    { code: 'await saveFigures(app.db, 1);', filename: routeFile, errors: [{ messageId: 'database' }] },
    {
      code: 'await context.db.transaction(async (tx) => tx);',
      filename: routeFile,
      errors: [{ messageId: 'transaction' }, { messageId: 'database' }],
    },
  ],
});

describe('the route-layer rule in the project config', () => {
  const eslint = new ESLint({ cwd: root });

  it('guards every kind of route file', async () => {
    for (const file of ['board/board.routes.ts', 'board/board.admin-routes.ts', 'news/news.feed-routes.ts']) {
      const config = (await eslint.calculateConfigForFile(path.join(root, 'src/server/modules', file))) as {
        rules: Record<string, unknown>;
      };
      expect(config.rules['project/route-layer'], file).toEqual([2]);
    }
  });

  it('fires on a real route file that reaches a repository and opens a transaction', async () => {
    const filePath = path.join(root, 'src/server/modules/board/board.admin-routes.ts');
    const source = await readFile(filePath, 'utf8');
    const clean = await eslint.lintText(source, { filePath });
    expect(clean[0]?.messages.filter((message) => message.ruleId === 'project/route-layer')).toEqual([]);

    const reaching = source.replace(
      "import { adminBoard } from './board.service.ts';",
      "import { adminBoard } from './board.service.ts';\nimport { createBoardRepo } from './board.repo.ts';\n" +
        'export const sneak = (app: { db: { transaction: (run: () => void) => void } }) =>\n' +
        '  app.db.transaction(() => createBoardRepo);',
    );
    const [result] = await eslint.lintText(reaching, { filePath });
    const fired = result?.messages.filter((message) => message.ruleId === 'project/route-layer') ?? [];
    expect(fired.map((message) => message.messageId).sort()).toEqual([
      'database',
      'repository',
      'repository',
      'transaction',
    ]);
  });
});

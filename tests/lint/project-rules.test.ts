import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { createFolderCycles, folderCycles } from '../../eslint/folder-cycles.js';
import { layerBoundaries } from '../../eslint/layer-boundaries.js';
import { noLiteralText } from '../../eslint/no-literal-text.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const root = path.resolve(import.meta.dirname, '../..');
const file = (relative: string) => path.join(root, relative);

tester.run('no-literal-text', noLiteralText, {
  valid: [
    { code: 'const a = <p>{t("x")}</p>;', filename: file('src/web/a.tsx') },
    { code: 'const a = <span aria-hidden="true">▾ · 42</span>;', filename: file('src/web/a.tsx') },
    { code: 'const a = <img alt="" />;', filename: file('src/web/a.tsx') },
  ],
  invalid: [
    { code: 'const a = <p>Hello</p>;', filename: file('src/web/a.tsx'), errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>வணக்கம்</p>;', filename: file('src/web/a.tsx'), errors: [{ messageId: 'literal' }] },
    {
      code: 'const a = <input placeholder="Your name" />;',
      filename: file('src/web/a.tsx'),
      errors: [{ messageId: 'literal' }],
    },
  ],
});

tester.run('layer-boundaries', layerBoundaries, {
  valid: [
    { code: "import { x } from '../shared/a.ts';", filename: file('src/server/app.ts') },
    { code: "import { x } from '../../lib/a.ts';", filename: file('src/web/features/home/page.tsx') },
    { code: "import { x } from './part.tsx';", filename: file('src/web/features/home/page.tsx') },
    { code: "import { x } from '../audit/index.ts';", filename: file('src/server/modules/events/events.service.ts') },
    { code: "import { x } from './events.repo.ts';", filename: file('src/server/modules/events/events.service.ts') },
    { code: "import { x } from './modules/events/events.routes.ts';", filename: file('src/server/app.ts') },
    // Modules use the plugins' public hooks; tests, fixtures and a test's setup use the testing helpers.
    {
      code: "import { x } from '../../plugins/auth.ts';",
      filename: file('src/server/modules/events/events.routes.ts'),
    },
    {
      code: "import { x } from '../../testing/build-test-app.ts';",
      filename: file('src/server/modules/events/events.routes.test.ts'),
    },
    {
      code: "import { x } from '../../testing/build-test-app.ts';",
      filename: file('src/server/modules/events/events.test-setup.ts'),
    },
    {
      code: "import { x } from '../../testing/render-with-i18n.tsx';",
      filename: file('src/web/features/events/events.fixtures.tsx'),
    },
    { code: "import { x } from '../modules/accounts/tokens.ts';", filename: file('src/server/plugins/auth.test.ts') },
    // Seed uses module files directly; only the database start-up runs it.
    { code: "import { x } from '../modules/news/news.repo.ts';", filename: file('src/server/seed/seed.ts') },
    { code: "import { x } from './seed/seed.ts';", filename: file('src/server/prepare-database.ts') },
    { code: "import { x } from '../../src/server/app.ts';", filename: file('tests/api/a.test.ts') },
  ],
  invalid: [
    {
      code: "import { x } from '../web/a.ts';",
      filename: file('src/server/app.ts'),
      errors: [{ messageId: 'crossing' }],
    },
    {
      code: "import { x } from '../server/a.ts';",
      filename: file('src/shared/a.ts'),
      errors: [{ messageId: 'crossing' }],
    },
    {
      code: "import { x } from '../events/list.tsx';",
      filename: file('src/web/features/home/page.tsx'),
      errors: [{ messageId: 'crossing' }],
    },
    {
      code: "import { x } from '../../app/routes.ts';",
      filename: file('src/web/features/home/page.tsx'),
      errors: [{ messageId: 'crossing' }],
    },
    {
      code: "import { x } from '../features/home/page.tsx';",
      filename: file('src/web/lib/a.ts'),
      errors: [{ messageId: 'crossing' }],
    },
    {
      code: "import { x } from '../audit/audit.repo.ts';",
      filename: file('src/server/modules/events/events.service.ts'),
      errors: [{ messageId: 'crossing' }],
    },
    {
      code: "import { x } from '../modules/events/index.ts';",
      filename: file('src/server/http/a.ts'),
      errors: [{ messageId: 'crossing' }],
    },
    ...[
      // The worlds, also through a dynamic import and a re-export.
      ["const a = import('../web/a.ts');", 'src/server/app.ts'],
      ["export { x } from '../server/a.ts';", 'src/shared/a.ts'],
      ["import { x } from '../web/a.ts';", 'src/shared/a.ts'],
      ["import { x } from '../../server/a.ts';", 'src/web/lib/a.ts'],
      // Below the modules: no plugin and no mail either.
      ["import { x } from '../plugins/auth.ts';", 'src/server/db/client.ts'],
      ["import { x } from '../mail/outbox.repo.ts';", 'src/server/jobs/daily-job.ts'],
      // Plugins and mail import no module, not even its public file.
      ["import { x } from '../modules/accounts/users.repo.ts';", 'src/server/plugins/auth.ts'],
      ["import { x } from '../modules/accounts/index.ts';", 'src/server/plugins/auth.ts'],
      ["import { x } from '../modules/audit/index.ts';", 'src/server/mail/mail-worker.ts'],
      // src never imports tests/, from app code or from its own tests.
      ["import { x } from '../../tests/helpers/a.ts';", 'src/server/app.ts'],
      ["import { x } from '../../../../tests/api/support/a.ts';", 'src/server/modules/events/events.routes.test.ts'],
      ["import { x } from '../../../../tests/helpers/a.tsx';", 'src/web/features/events/events.fixtures.tsx'],
      // Only tests and fixtures use the testing helpers.
      ["import { x } from '../../testing/build-test-app.ts';", 'src/server/modules/events/events.service.ts'],
      ["import { x } from './testing/test-database.ts';", 'src/server/app.ts'],
      ["import { x } from '../../testing/render-with-i18n.tsx';", 'src/web/features/home/page.tsx'],
      // Only the database start-up (and tests) run the seed.
      ["import { x } from './seed/seed.ts';", 'src/server/app.ts'],
      ["import { x } from '../../seed/demo-events.ts';", 'src/server/modules/events/events.service.ts'],
    ].map(([code, filename]) => ({
      code: code!,
      filename: file(filename!),
      errors: [{ messageId: 'crossing' as const }],
    })),
  ],
});

// A graph of folders as folder-cycles.js reads it from src: the rule reports the import that closes a circle.
const synthetic = createFolderCycles(
  () =>
    new Map([
      ['src/server/plugins', new Set(['src/server/http'])],
      ['src/server/modules/accounts', new Set(['src/server/plugins'])],
      ['src/server/modules/events', new Set(['src/server/modules/accounts'])],
    ]),
);

tester.run('folder-cycles', synthetic, {
  valid: [
    { code: "import { x } from '../../plugins/auth.ts';", filename: file('src/server/modules/accounts/a.ts') },
    { code: "import { x } from '../http/errors.ts';", filename: file('src/server/plugins/auth.ts') },
    // Tests sit above every folder.
    { code: "import { x } from '../modules/accounts/a.ts';", filename: file('src/server/plugins/auth.test.ts') },
  ],
  invalid: [
    {
      code: "import { x } from '../modules/accounts/users.repo.ts';",
      filename: file('src/server/plugins/auth.ts'),
      errors: [{ messageId: 'cycle' }],
    },
    {
      // Through a third folder: plugins -> events -> accounts -> plugins.
      code: "const x = import('../modules/events/index.ts');",
      filename: file('src/server/plugins/auth.ts'),
      errors: [{ messageId: 'cycle' }],
    },
  ],
});

// The same rule on the real folders of src: accounts uses the auth plugin, so the plugin may not use accounts.
tester.run('folder-cycles on src', folderCycles, {
  valid: [{ code: "import { x } from '../http/errors.ts';", filename: file('src/server/plugins/auth.ts') }],
  invalid: [
    {
      code: "import { createUsersRepo } from '../modules/accounts/users.repo.ts';",
      filename: file('src/server/plugins/auth.ts'),
      errors: [{ messageId: 'cycle' }],
    },
  ],
});

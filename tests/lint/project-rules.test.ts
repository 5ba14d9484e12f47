import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
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
  ],
});

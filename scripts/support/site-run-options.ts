// The options npm run lighthouse and npm run feel share (--pages, --lang, --runs, --signed-in,
// --budget), read one way, and the build both measure (made first when it is missing).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';

type TOptions = NonNullable<ParseArgsConfig['options']>;

export const SITE_LANGUAGES = ['ta', 'en', 'sv'] as const;

type TPageSets = { public: string[]; signedIn: string[]; budget: string[] };

export type TSiteRunOptions = {
  /** Every option as parsed, the tool's own included. */
  values: Record<string, string | boolean | undefined>;
  pages: string[];
  languages: string[];
  runs: number;
  signedIn: 'admin' | undefined;
  budgetMode: boolean;
  fail: (message: string) => never;
};

export function readSiteRunOptions(input: {
  tool: string;
  pages: TPageSets;
  runs: { normal: number; budget: number };
  /** The tool's own options, beside the shared ones. */
  extra: TOptions;
}): TSiteRunOptions {
  const fail = (message: string): never => {
    console.error(`${input.tool}: ${message}`);
    process.exit(2);
  };
  const options: TOptions = {
    pages: { type: 'string' },
    // Comma list of ta, en, sv, or "all"; the page is asked for with that lang cookie.
    lang: { type: 'string' },
    runs: { type: 'string' },
    // "admin": sign in as the board member the site is started with, token in local storage.
    'signed-in': { type: 'string' },
    budget: { type: 'boolean', default: false },
    ...input.extra,
  };
  // No option here is given more than once (none has multiple: true).
  const values = parseArgs({ options }).values as Record<string, string | boolean | undefined>;
  const budgetMode = values.budget === true;
  const signedIn = values['signed-in'];
  if (signedIn !== undefined && signedIn !== 'admin') fail('--signed-in takes "admin"');
  const pageList = typeof values.pages === 'string' ? values.pages : undefined;
  const pages = pageList
    ? pageList.split(',').map((page) => (page.startsWith('/') ? page : `/${page}`))
    : budgetMode
      ? input.pages.budget
      : signedIn
        ? input.pages.signedIn
        : input.pages.public;
  const lang = typeof values.lang === 'string' ? values.lang : undefined;
  const languages = !lang ? ['ta'] : lang === 'all' ? [...SITE_LANGUAGES] : lang.split(',');
  for (const language of languages) {
    if (!(SITE_LANGUAGES as readonly string[]).includes(language)) fail(`--lang: ${language} is not ta, en or sv`);
  }
  const runs = Number(values.runs ?? (budgetMode ? input.runs.budget : input.runs.normal));
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) fail('--runs must be a whole number from 1 to 20');
  return { values, pages, languages, runs, signedIn: signedIn as 'admin' | undefined, budgetMode, fail };
}

/** Both measure the built site: build it first when it is not there. */
export function ensureBuild(tool: string): void {
  if (existsSync('dist/client/.vite/manifest.json') && existsSync('dist/ssr/entry-server.js')) return;
  console.log(`${tool}: no build found, running npm run build first`);
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

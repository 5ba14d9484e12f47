// Run before the browser tests (npm run test:e2e): a fresh machine gets a Chromium without any
// manual step, and a machine that cannot get one stops here with a message instead of 100 failures.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.ts';

const APT_PACKAGES = ['chromium', 'fonts-liberation', 'fonts-noto-core'];

function run(command: string, args: string[]): boolean {
  console.log(`ensure-chromium: $ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) console.error(`ensure-chromium: ${command} could not start: ${result.error.message}`);
  return result.status === 0;
}

function install() {
  if (process.getuid?.() === 0) {
    // Debian's package, because Playwright's download is blocked on these machines; the fonts keep
    // Latin and Tamil text from rendering as boxes (axe and screenshots read real glyph sizes).
    if (run('apt-get', ['update'])) {
      run('apt-get', ['install', '-y', '--no-install-recommends', ...APT_PACKAGES]);
    }
  } else {
    run('npx', ['playwright', 'install', 'chromium']);
  }
}

function describe(path: string): string {
  // Debian's wrapper script prints a harmless shell error on stderr, so read stdout only.
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  const version = result.stdout?.trim();
  return version ? `${path} (${version})` : path;
}

const configured = process.env.CHROMIUM_PATH;
if (configured && !existsSync(configured)) {
  console.warn(`ensure-chromium: CHROMIUM_PATH=${configured} does not exist; looking elsewhere.`);
}

let browser = findChromium();
if (!browser) {
  console.log('ensure-chromium: no Chromium found; installing one.');
  install();
  browser = findChromium();
}

if (!browser) {
  console.error(
    [
      'ensure-chromium: no Chromium could be found or installed, so the browser tests cannot run.',
      'Do one of these, then run npm run test:e2e again:',
      `  - as root: apt-get update && apt-get install -y --no-install-recommends ${APT_PACKAGES.join(' ')}`,
      '  - npx playwright install chromium (needs access to the Playwright browser download)',
      '  - set CHROMIUM_PATH to the executable of an installed Chromium or Chrome',
    ].join('\n'),
  );
  process.exit(1);
}

console.log(`ensure-chromium: browser tests use ${describe(browser)}`);

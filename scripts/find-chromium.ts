import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

// Debian's and Ubuntu's packages, Google's build and the snap, in that order: the tests run on
// Debian's Chromium because Playwright cannot download its own browser on these machines.
const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];

/** Where Playwright's own download would be; null when this platform has none or it is not there. */
function playwrightChromium(): string | null {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    // executablePath() throws on platforms Playwright does not ship a browser for.
    return null;
  }
}

/** The Chromium to run the browser tests with, or null when this machine has none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.CHROMIUM_PATH, ...SYSTEM_CHROMIUM_PATHS].filter(
    (path): path is string => typeof path === 'string' && path !== '',
  );
  return candidates.find((path) => existsSync(path)) ?? playwrightChromium();
}

/**
 * What Debian's Chromium needs on these machines, headless as root: without them it hangs or crashes,
 * and tries networks the machine does not reach. `--headless` is left to the caller (Playwright and
 * Lighthouse each choose their mode).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

// The phone a person tried the site on: 390 px wide, touch, a CPU four times slower than this
// machine's, and a slow mobile network (150 ms, 1.6 Mbps down, 750 Kbps up), through the Chrome
// DevTools Protocol as Lighthouse's mobile profile does.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../find-chromium.ts';

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("no Chromium found (set CHROMIUM_PATH, or install Debian's chromium)");
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS] });
}

export type TVisitor = {
  origin: string;
  language: string;
  /** Local storage for the site's origin (a session, a cookie choice). */
  storage?: Record<string, string>;
  /** A signed-in browser's refresh cookie: the server renders member and board pages with it. */
  refreshToken?: string;
};

/**
 * A new browser context: its own empty HTTP cache and storage, as a phone that never opened the site
 * (or only as the storage says). The lang cookie makes the server render the visitor's language.
 */
export async function newPhoneContext(browser: Browser, visitor: TVisitor): Promise<BrowserContext> {
  const url = new URL(visitor.origin);
  return browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    storageState: {
      cookies: [
        {
          name: 'lang',
          value: visitor.language,
          domain: url.hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
        ...(visitor.refreshToken
          ? [
              {
                name: 'refresh_token',
                value: visitor.refreshToken,
                domain: url.hostname,
                path: '/',
                expires: -1,
                httpOnly: true,
                secure: true,
                sameSite: 'Strict' as const,
              },
            ]
          : []),
      ],
      origins: visitor.storage
        ? [
            {
              origin: visitor.origin,
              localStorage: Object.entries(visitor.storage).map(([name, value]) => ({ name, value })),
            },
          ]
        : [],
    },
  });
}

/** Slows this page (and the documents it opens next) down to the phone. */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

/** The page's first paint, as a person sees the server's HTML: no waiting for scripts or the network. */
export async function waitForFirstPaint(page: Page, timeoutMs: number): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    polling: 'raf',
    timeout: timeoutMs,
  });
}

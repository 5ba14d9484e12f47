// A session for Lighthouse runs of member and board pages: the refresh cookie a sign-in gives, set in
// the browser as it keeps it, and the access token in local storage the way the web app keeps it,
// with the HTTP cache emptied before each run.
import { chromium } from 'playwright-core';

/** The web app's local storage keys (src/web/lib/storage-keys.ts); scripts do not import web code. */
const STORAGE = {
  accessToken: 'access_token',
  refreshMarker: 'refresh_token',
  language: 'association_language',
  cookieConsent: 'cookieConsent',
};

/** A signed-in browser's session: the access token it stores, and its refresh cookie's value. */
export type TBrowserSession = { token: string; refreshToken: string };

/**
 * Signs in as a browser would: the access token for local storage and the refresh cookie, which the
 * server reads to render member and board pages. While the token is valid the app refreshes
 * nothing, so the cookie stays usable for every run made within its quarter of an hour.
 */
export async function signInSession(
  origin: string,
  credentials: { email: string; password: string },
): Promise<TBrowserSession> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in for Lighthouse answered ${response.status}: ${await response.text()}`);
  const refreshToken = /refresh_token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { token: ((await response.json()) as { accessToken: string }).accessToken, refreshToken };
}

export async function signIn(origin: string, credentials: { email: string; password: string }): Promise<string> {
  return (await signInSession(origin, credentials)).token;
}

/**
 * Prepares the Chromium Lighthouse drives (on debuggingPort) for one run: the session's refresh
 * cookie (the server renders the page for it) and the language's, local storage as a signed-in
 * visitor who chose this language and answered the cookie notice, and an empty HTTP cache, so every
 * run starts as cold as Lighthouse's own storage reset would leave it.
 */
export async function prepareSignedInRun(
  debuggingPort: number,
  origin: string,
  session: TBrowserSession,
  language: string,
) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    await context.addCookies([
      { name: 'lang', value: language, url: origin },
      // As the server sets it (HttpOnly; Secure; SameSite=Strict; Path=/); a loopback origin is secure.
      {
        name: 'refresh_token',
        value: session.refreshToken,
        url: origin,
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
      },
    ]);
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(
      ([entries]) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      },
      [
        {
          [STORAGE.accessToken]: session.token,
          [STORAGE.refreshMarker]: 'http-only-cookie',
          [STORAGE.language]: language,
          [STORAGE.cookieConsent]: 'Custom',
        },
      ] as const,
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

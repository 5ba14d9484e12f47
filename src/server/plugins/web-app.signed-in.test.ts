import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenIdFor } from '../../shared/given-id.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../testing/build-test-app.ts';
import { insertActivity, insertSession } from '../modules/grant-report/grant-report.fixtures.ts';

// Rendering pages needs the build (npm test builds before the unit tests).
const built = existsSync('dist/client/.vite/manifest.json') && existsSync('dist/ssr/entry-server.js');
const PASSWORD = 'a-long-enough-password-42';

describe.skipIf(!built)('signed-in pages rendered on the server', () => {
  let testApp: TTestApp;
  const cookies: Record<'anna' | 'bo' | 'board', string> = { anna: '', bo: '', board: '' };

  async function signIn(email: string): Promise<string> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((entry) => entry.name === 'refresh_token' && entry.value !== '');
    return `refresh_token=${cookie?.value ?? ''}`;
  }

  const page = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}), ...headers } });

  beforeAll(async () => {
    testApp = await buildTestApp();
    const family = 9701;
    await createTestUser(testApp.db, {
      familyNumber: family,
      firstName: 'Aravinthan',
      lastName: 'Selvarasa',
      email: 'anna.ssr@example.org',
      password: PASSWORD,
    });
    await createTestUser(testApp.db, {
      familyNumber: family,
      firstName: 'Meenakshi',
      lastName: 'Selvarasa',
      email: 'spouse.ssr@example.org',
      givenId: givenIdFor(family, 'spouse'),
    });
    await createTestUser(testApp.db, {
      firstName: 'Birgitta',
      lastName: 'Lindqvist',
      email: 'bo.ssr@example.org',
      password: PASSWORD,
    });
    await createTestUser(testApp.db, {
      firstName: 'Kumaran',
      lastName: 'Nadesan',
      email: 'board.ssr@example.org',
      password: PASSWORD,
      role: 'Admin',
    });
    cookies.anna = await signIn('anna.ssr@example.org');
    cookies.bo = await signIn('bo.ssr@example.org');
    cookies.board = await signIn('board.ssr@example.org');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("renders /mypage with the owner's family, never cached anywhere", async () => {
    const response = await page('/mypage', cookies.anna);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Aravinthan');
    expect(response.body).toContain('Meenakshi');
    expect(response.body).not.toContain('Birgitta');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers.etag).toBeUndefined();
    // The session's secret never reaches the page.
    expect(response.body).not.toContain(cookies.anna.split('=')[1]);
  });

  it('starts the app after the first view of a page rendered for the session, and at once on the frame', async () => {
    const rendered = await page('/mypage', cookies.anna);
    expect(rendered.body).toMatch(/"eager":false,"onArrival":true/);
    // Nothing of the app's shares the phone's bandwidth with the page's own HTML and CSS.
    expect(rendered.body).not.toMatch(/<link rel="modulepreload" href="\/assets\/entry-hydrate-/);
    expect(rendered.body).not.toMatch(/entry-early-/);
    const frame = await page('/mypage');
    expect(frame.body).toMatch(/"eager":true/);
  });

  it("shows another member only their own family, and a visitor no one's", async () => {
    await page('/mypage', cookies.anna);
    const other = await page('/mypage', cookies.bo);
    expect(other.body).toContain('Birgitta');
    expect(other.body).not.toMatch(/Aravinthan|Meenakshi/);
    const visitor = await page('/mypage');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).not.toMatch(/Aravinthan|Meenakshi|Birgitta/);
    expect(visitor.headers['cache-control']).toBe('private, no-store');
  });

  it('lets no page cache hand one person’s page to another, whatever the host headers say', async () => {
    const hosts: Record<string, string>[] = [{}, { host: 'example.org' }, { 'x-forwarded-host': 'evil.example' }];
    for (const host of hosts) {
      await page('/mypage', cookies.anna, host);
      await page('/admindashboard', cookies.board, host);
      for (const url of ['/mypage', '/admindashboard', '/mypage?x=1']) {
        const visitor = await page(url, undefined, host);
        expect(visitor.body).not.toMatch(/Aravinthan|Meenakshi|Birgitta|Kumaran/);
        // A cookie that names no session gets the visitor's page too.
        const forged = await page(url, 'refresh_token=not-a-token', host);
        expect(forged.body).not.toMatch(/Aravinthan|Meenakshi|Birgitta|Kumaran/);
      }
    }
  });

  it('reads the session without using it up, and not after a sign-out', async () => {
    const cookie = await signIn('bo.ssr@example.org');
    expect((await page('/mypage', cookie)).body).toContain('Birgitta');
    // The page did not rotate the token: the app's refresh with it still works.
    const refreshed = await testApp.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
    expect(refreshed.statusCode).toBe(200);
    // Used once by the refresh: that token is nobody now.
    expect((await page('/mypage', cookie)).body).not.toContain('Birgitta');
    const fresh = `refresh_token=${refreshed.cookies.find((entry) => entry.name === 'refresh_token' && entry.value)?.value ?? ''}`;
    expect((await page('/mypage', fresh)).body).toContain('Birgitta');
    await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: fresh } });
    expect((await page('/mypage', fresh)).body).not.toContain('Birgitta');
  });

  it("renders the board's tables for the board only", async () => {
    const board = await page('/admindashboard', cookies.board);
    expect(board.statusCode).toBe(200);
    expect(board.body).toContain('Birgitta');
    expect(board.headers['cache-control']).toBe('private, no-store');
    const member = await page('/admindashboard', cookies.anna);
    expect(member.body).not.toContain('Birgitta');
  });

  it("renders the board's money, events and content sections (and the page editor its address opens) and an event's bookings and check-in pages with their data, for the board only", async () => {
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'board.ssr@example.org', password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
    const write = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const response = await testApp.app.inject({ method, url, headers, payload });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    await write('PUT', '/api/admin/finance/2031', {
      incomeSek: 987_654,
      expenseSek: 1,
      resultSek: 987_653,
      published: false,
    });
    const created = await write('POST', '/api/events/createEvent', {
      name: 'Thai Pongal SSR',
      nameTamil: 'தைப் பொங்கல் SSR',
      startDate: '2031-01-14',
      published: false,
    });
    const event = created.json<{ eventId: number; name: string }[]>().find((entry) => entry.name === 'Thai Pongal SSR');
    await write('POST', '/api/admin/news', {
      texts: { ta: { title: 'Draft for the board SSR', body: 'Body' } },
      publishAt: new Date().toISOString(),
      draft: true,
    });
    await write('PUT', '/api/admin/pages/about/en', { body: 'About us for the board SSR' });

    const shown: [string, string][] = [
      // The report's figure as its data holds it: a bare "987" also turns up in a page's timestamps.
      ['/admindashboard/money', '"incomeSek":987654'],
      ['/admindashboard/events', 'Thai Pongal SSR'],
      ['/admindashboard/content', 'Draft for the board SSR'],
      // A tab the address names, on the page and language it names: the editor holds its text.
      ['/admindashboard/content?tab=site-pages&page=about&lang=en', 'About us for the board SSR</textarea>'],
      [`/adminevents/${event?.eventId}/bookings`, 'Thai Pongal SSR'],
      [`/adminevents/${event?.eventId}/checkin`, 'Thai Pongal SSR'],
    ];
    for (const [url, text] of shown) {
      const board = await page(url, cookies.board, { cookie: `${cookies.board}; lang=en` });
      expect(board.statusCode, url).toBe(200);
      expect(board.body, url).toContain(text);
      expect(board.headers['cache-control'], url).toBe('private, no-store');
      expect((await page(url, cookies.anna)).body, url).not.toContain(text);
    }
    // No such event: the page is the frame, as the app would show it.
    expect((await page('/adminevents/999999/bookings', cookies.board)).statusCode).toBe(200);
  });

  it('renders the printable grant report of the period its address names, for the board only, never stored', async () => {
    const activityId = await insertActivity(testApp.db, 'Bharatanatyam SSR');
    await insertSession(testApp.db, { activityId, day: '2025-03-01' });
    const url = '/admingrantreport/2025-01-01/2025-06-30';
    const board = await page(url, undefined, { cookie: `${cookies.board}; lang=en` });
    expect(board.statusCode).toBe(200);
    expect(board.body).toContain('Bharatanatyam SSR');
    expect(board.body).toMatch(/Organisation number \d{6}-\d{4}/);
    expect(board.body).toContain('grant-report__line');
    expect(board.headers['cache-control']).toBe('private, no-store');
    expect(board.headers.vary).toMatch(/Cookie/);
    // A member and a stranger get the frame, with nothing of the report in it.
    for (const cookie of [cookies.anna, undefined, 'refresh_token=not-a-token']) {
      const other = await page(url, undefined, { cookie: `${cookie ?? ''}; lang=en` });
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toContain('Bharatanatyam SSR');
      expect(other.body).not.toContain('grant-report__line');
      expect(other.headers['cache-control']).toBe('private, no-store');
    }
    // A period the report route refuses renders no report either.
    expect((await page('/admingrantreport/2025-06-30/2025-01-01', cookies.board)).body).not.toContain(
      'Bharatanatyam SSR',
    );
  });
});

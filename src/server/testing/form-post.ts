import type { LightMyRequestResponse } from 'fastify';
import type { TApp } from '../app.ts';
import { buildTestApp, createTestUser, type TTestApp } from './build-test-app.ts';

/*
 * The site's forms sent without the app, as their tests send them: urlencoded, to the page's own path,
 * and for a signed-in form with the session's refresh cookie and the site's own Origin.
 */

/** The site's own origin (the test app's PUBLIC_URL): the only Origin a signed-in form post is taken from. */
export const FORM_POST_SITE = 'https://tamil.example.se';
const BOARD_PASSWORD = 'Jasmine-Garden-77';

type THeaders = Record<string, string>;
type TPost = (url: string, fields: Record<string, string>, headers?: THeaders) => Promise<LightMyRequestResponse>;

/** Sends fields the way a browser without the app sends a page's form, with any other headers the post needs. */
export function postForm(app: TApp, url: string, fields: Record<string, string>, headers: THeaders = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Signs in through the API: the session's refresh cookie (as a Cookie header) and the access token. */
async function signIn(t: TTestApp, email: string, password: string) {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const cookie = login.cookies.find((entry) => entry.name === 'refresh_token' && entry.value !== '')?.value;
  if (!cookie) throw new Error(`the sign-in set no refresh cookie: ${login.statusCode} ${login.body}`);
  return { cookie: `refresh_token=${cookie}`, token: String(login.json<{ accessToken?: string }>().accessToken) };
}

export type TSessionHeaders = { origin: string; cookie: string };

/**
 * Signs in and returns the headers a browser without the app sends with a signed-in form (the
 * session's cookie and the site's Origin), and a poster that sends them unless told otherwise.
 */
export async function signInForFormPosts(t: TTestApp, email: string, password: string) {
  const session: TSessionHeaders = { origin: FORM_POST_SITE, cookie: (await signIn(t, email, password)).cookie };
  const post: TPost = (url, fields, headers = session) => postForm(t.app, url, fields, headers);
  return { session, post };
}

export type TSessionFormPosts = Awaited<ReturnType<typeof signInForFormPosts>>;

export type TBoardFormPosts = {
  t: TTestApp;
  adminCookie: string;
  memberCookie: string;
  adminToken: string;
  post: TPost;
};

/** The board's forms: a test app on FORM_POST_SITE with an admin and a member signed in (cookies, the admin's token). */
export async function buildBoardFormPosts(): Promise<TBoardFormPosts> {
  const t = await buildTestApp({
    env: { PUBLIC_URL: FORM_POST_SITE, MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' },
  });
  await createTestUser(t.db, {
    email: 'plain-board@example.org',
    password: BOARD_PASSWORD,
    role: 'Admin',
    familyNumber: 300,
  });
  await createTestUser(t.db, { email: 'plain-member@example.org', password: BOARD_PASSWORD, familyNumber: 301 });
  const admin = await signIn(t, 'plain-board@example.org', BOARD_PASSWORD);
  const member = await signIn(t, 'plain-member@example.org', BOARD_PASSWORD);
  return {
    t,
    adminCookie: admin.cookie,
    memberCookie: member.cookie,
    adminToken: admin.token,
    post: (url, fields, headers = {}) => postForm(t.app, url, fields, headers),
  };
}

import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminAccessToken } from './auth.ts';
import { waitForMail } from './mail-sink.ts';
import { personnummer, uniqueWord } from './people.ts';
import { E2E_BASE_URL } from './test-env.ts';

// Members for the account tests, made as the site makes them: registered through the registration
// API, approved through the admin API.

const adminHeaders = async () => ({ authorization: `Bearer ${await adminAccessToken()}` });

/** Registers a one-person family; its status is pending until approved. Returns the e-mail. */
export async function registerMember(request: APIRequestContext, language = 'en'): Promise<string> {
  const word = uniqueWord();
  const email = `acc.${word}@e2e.test`;
  const response = await request.post('/api/membership/register', {
    data: {
      self: { firstName: 'Selvi', lastName: `Kannan${word}`, personalNumber: personnummer(), email, accept: 'v1.0.0' },
      language,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

/** Registers and approves a member (the admin approves by the registrant's givenId). */
export async function registerApprovedMember(request: APIRequestContext, language = 'en'): Promise<string> {
  const email = await registerMember(request, language);
  const all = await request.get('/api/admin/all', { headers: await adminHeaders() });
  expect(all.status()).toBe(200);
  const { allMembers } = (await all.json()) as { allMembers: { givenId: string; email: string | null }[] };
  const member = allMembers.find((row) => row.email === email);
  if (!member) throw new Error(`no member with e-mail ${email}`);
  const approved = await request.post('/api/admin/approve', {
    headers: await adminHeaders(),
    data: { id: member.givenId },
  });
  expect(approved.status(), await approved.text()).toBeLessThan(300);
  return email;
}

export const MEMBER_PASSWORD = 'Kolam-Pattern-Pw-42';

/** Signs a registered person up and activates the account with the code from the mail the sink received. */
export async function createAccount(request: APIRequestContext, email: string, password = MEMBER_PASSWORD) {
  const signup = await request.post('/api/member/signup', {
    data: { email, password, confirmpassword: password },
  });
  expect(await signup.text()).toBe('AccountCreated.');
  const mail = await waitForMail(email, /activateaccount/);
  const link = /https?:\/\/\S+\/activateaccount\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no activation link in:\n${mail.text}`);
  const activation = await request.post('/api/member/activate', {
    data: { email, code: new URL(link).searchParams.get('code'), password },
  });
  expect(await activation.text()).toBe('AccountActivated.');
}

/**
 * A member with an account, made as a person would: registered and approved, then signed up,
 * activated with the code from the mail the sink received, and signed in through the API.
 */
export async function signedInMember(
  request: APIRequestContext,
  language = 'en',
): Promise<{ email: string; accessToken: string }> {
  const email = await registerApprovedMember(request, language);
  await createAccount(request, email);
  const login = await request.post('/api/auth/login', { data: { email, password: MEMBER_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { email, accessToken };
}

/** A member's session in the browser as a sign-in leaves it: the refresh cookie from the API's sign-in. */
export async function signInThroughApi(page: Page, request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: MEMBER_PASSWORD } });
  expect(login.status()).toBe(200);
  const cookie = login.headersArray().find((header) => /^refresh_token=[^;]/.test(header.value));
  const value = /^refresh_token=([^;]+)/.exec(cookie?.value ?? '')?.[1];
  if (!value) throw new Error('the sign-in set no refresh cookie');
  await page.context().addCookies([
    // As the server sets it (HttpOnly; Secure; SameSite=Strict; Path=/); a loopback origin is secure.
    { name: 'refresh_token', value, url: E2E_BASE_URL, httpOnly: true, secure: true, sameSite: 'Strict' },
  ]);
}

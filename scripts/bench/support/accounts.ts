import type { TMailSink } from '../../support/mail-sink.ts';
import { registrationBody } from './people.ts';
import { sleep } from '../../support/server-process.ts';

export const BENCH_ADMIN = { email: 'bench-admin@example.org', password: 'Bench-Admin-Pw-2026' };
const MEMBER_PASSWORD = 'Kolam-Pattern-Pw-42';

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const text = await call(base, 'POST', '/api/auth/login', { email, password });
  return (JSON.parse(text) as { accessToken: string }).accessToken;
}

export const adminToken = (base: string) => signIn(base, BENCH_ADMIN.email, BENCH_ADMIN.password);

async function activationCode(sink: TMailSink, email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const mail of sink.mails.filter((entry) => entry.to.includes(email))) {
      const link = /https?:\/\/\S+\/activateaccount\?\S+/.exec(mail.text)?.[0];
      const code = link && new URL(link).searchParams.get('code');
      if (code) return code;
    }
    await sleep(100);
  }
  throw new Error(`no activation mail for ${email} reached the sink`);
}

export type TMember = {
  token: string;
  self: { firstName: string; lastName: string; personalNumber: string; email: string };
};

/** A member made as a person would: registered, approved by the admin, signed up, activated, signed in. */
export async function signedInMember(base: string, admin: string, sink: TMailSink): Promise<TMember> {
  const { email, body } = registrationBody('member');
  const { self } = JSON.parse(body) as { self: TMember['self'] };
  await call(base, 'POST', '/api/membership/register', body);
  const all = JSON.parse(await call(base, 'GET', '/api/admin/all', undefined, admin)) as {
    allMembers: { givenId: string; email: string | null }[];
  };
  const member = all.allMembers.find((row) => row.email === email);
  if (!member) throw new Error(`registered member ${email} not listed`);
  await call(base, 'POST', '/api/admin/approve', { id: member.givenId }, admin);
  await call(base, 'POST', '/api/member/signup', {
    email,
    password: MEMBER_PASSWORD,
    confirmpassword: MEMBER_PASSWORD,
  });
  // An activation counts only for whoever knows the sign-up password.
  const code = await activationCode(sink, email);
  await call(base, 'POST', '/api/member/activate', { email, code, password: MEMBER_PASSWORD });
  const token = await signIn(base, email, MEMBER_PASSWORD);
  const { firstName, lastName, personalNumber } = self;
  return { token, self: { firstName, lastName, personalNumber, email } };
}

// Replays the attacks of the outside test against the BUILT site in production mode (run
// `npm run build` first): the spouse's e-mail change takeover, the postal-code pattern stall, the
// sign-up pre-hijack and an external sign-in by a stranger's provider account that reports a
// member's verified address. Prints what each answers now, as JSON lines.
import { performance } from 'node:perf_hooks';
import { startMockOidcProvider } from '../../src/server/testing/mock-oidc-provider.ts';
import { registrationPayload, spousePayload } from '../../src/server/testing/registration.fixtures.ts';
import { startMailSink, type TMailSink } from '../support/mail-sink.ts';
import { freePort, sleep, startTempApp } from '../support/server-process.ts';

const ADMIN = { email: 'replay.admin@example.org', password: 'Replay-Admin-Pass-2026!' };
const PASSWORD = 'Kolam-Thiruvizha-2026';
const ATTACKER = 'attacker@evil.example';

const report = (attack: string, result: Record<string, unknown>) => console.log(JSON.stringify({ attack, ...result }));

async function main() {
  const mailPort = await freePort();
  const sink = await startMailSink(mailPort);
  const provider = await startMockOidcProvider();
  const app = await startTempApp({
    tempPrefix: 'replay-attacks-',
    timeoutMs: 120_000,
    compiled: true,
    env: {
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'replay-only-secret-that-is-long-enough-0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      OIDC_PROVIDERS: 'mock',
      OIDC_MOCK_ISSUER: provider.issuer.url!,
      OIDC_MOCK_CLIENT_ID: 'site',
      OIDC_MOCK_CLIENT_SECRET: 'secret',
    },
  });
  const { origin } = app;
  try {
    const call = async (method: string, path: string, body?: unknown, token?: string, cookie?: string) => {
      const response = await fetch(`${origin}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(cookie ? { cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, text, headers: response.headers };
    };
    const signIn = async (email: string, password: string) => {
      const answer = await call('POST', '/api/auth/login', { email, password });
      return answer.status === 200 ? (JSON.parse(answer.text) as { accessToken: string }).accessToken : undefined;
    };
    const activationOf = (email: string) => linkFrom(sink, email, /\/activateaccount\?\S+/);

    // A family as the attack found it: registrant and spouse, approved, both with accounts.
    const admin = (await signIn(ADMIN.email, ADMIN.password))!;
    const spouseEmail = `spouse.${Date.now()}@example.org`;
    const registration = registrationPayload({ spouse: spousePayload(spouseEmail) });
    const registrant = registration.self.email;
    await call('POST', '/api/membership/register', registration);
    const all = JSON.parse((await call('GET', '/api/admin/all', undefined, admin)).text) as unknown;
    const givenId = findGivenId(all, registrant);
    await call('POST', '/api/admin/approve', { id: givenId }, admin);
    for (const email of [registrant, spouseEmail]) {
      await call('POST', '/api/member/signup', { email, password: PASSWORD, confirmpassword: PASSWORD });
      const link = new URL(await activationOf(email), origin);
      await call('POST', '/api/member/activate', { email, code: link.searchParams.get('code'), password: PASSWORD });
    }
    const ownerToken = (await signIn(registrant, PASSWORD))!;
    const spouseToken = (await signIn(spouseEmail, PASSWORD))!;

    // 1. The spouse moves the registrant's sign-in e-mail to the attacker's address.
    const takeover = await call(
      'POST',
      '/api/member/updatespouse',
      {
        self: {
          firstName: registration.self.firstName,
          lastName: registration.self.lastName,
          personalNumber: registration.self.personalNumber,
          email: ATTACKER,
        },
      },
      spouseToken,
    );
    await sleep(1500);
    report('spouse e-mail change takeover', {
      status: takeover.status,
      answer: takeover.text.slice(0, 160),
      mailsToAttacker: sink.mails.filter((mail) => mail.to.includes(ATTACKER)).length,
      attackerCanSignIn: (await call('POST', '/api/auth/login', { email: ATTACKER, password: PASSWORD })).status,
      ownerStillSignsIn: (await call('POST', '/api/auth/login', { email: registrant, password: PASSWORD })).status,
    });

    // 2. The postal-code pattern: 128 KB of digits and an x, while /api/health is timed.
    const worst = `${'1'.repeat(128 * 1024)}x`;
    const latencies: number[] = [];
    let stalling = true;
    const probe = (async () => {
      while (stalling) {
        const started = performance.now();
        await fetch(`${origin}/api/health`);
        latencies.push(performance.now() - started);
        await sleep(20);
      }
    })();
    await sleep(200);
    const started = performance.now();
    const stall = await call(
      'POST',
      '/api/member/updateaddress',
      { self: { streetAddress: 'Storgatan 2', city: 'Uppsala', postalCode: worst, country: 'Sweden' } },
      ownerToken,
    );
    const stallMs = performance.now() - started;
    const publicStarted = performance.now();
    const publicForm = await call('POST', '/api/membership/register', {
      ...registrationPayload(),
      self: { ...registrationPayload().self, postalCode: worst },
    });
    const publicMs = performance.now() - publicStarted;
    await sleep(300);
    stalling = false;
    await probe;
    latencies.sort((a, b) => a - b);
    report('postal-code pattern stall', {
      updateaddressStatus: stall.status,
      updateaddressMs: Math.round(stallMs),
      answer: stall.text.slice(0, 160),
      registerStatus: publicForm.status,
      registerMs: Math.round(publicMs),
      healthDuring: {
        count: latencies.length,
        maxMs: Math.round(latencies.at(-1) ?? 0),
        medianMs: Math.round(latencies[Math.floor(latencies.length / 2)] ?? 0),
      },
    });

    // 3. Sign-up pre-hijack: a stranger signs up with a member's address and their own password;
    // the member presses Activate in the mail (without typing the stranger's password).
    const victim = registrationPayload();
    await call('POST', '/api/membership/register', victim);
    const victimAll = JSON.parse((await call('GET', '/api/admin/all', undefined, admin)).text) as unknown;
    await call('POST', '/api/admin/approve', { id: findGivenId(victimAll, victim.self.email) }, admin);
    const strangersPassword = 'Strangers-Own-Pass-2026';
    const strangerSignup = await call('POST', '/api/member/signup', {
      email: victim.self.email,
      password: strangersPassword,
      confirmpassword: strangersPassword,
    });
    const link = new URL(await activationOf(victim.self.email), origin);
    const press = await call('POST', '/api/member/activate', {
      email: victim.self.email,
      code: link.searchParams.get('code'),
    });
    report('sign-up pre-hijack', {
      signupAnswer: strangerSignup.text,
      memberPressesActivate: { status: press.status, answer: press.text.slice(0, 160) },
      strangersPasswordSignsIn: (
        await call('POST', '/api/auth/login', { email: victim.self.email, password: strangersPassword })
      ).status,
    });

    // 4. A stranger's provider account that reports the registrant's verified address.
    const authorize = await call(
      'GET',
      `/oauth2/authorize/mock?redirect_uri=${encodeURIComponent(`${origin}/redirect`)}`,
    );
    const flow = (authorize.headers.getSetCookie().find((value) => value.startsWith('oidc_flow=')) ?? '').split(';')[0];
    const atProvider = await fetch(String(authorize.headers.get('location')), {
      redirect: 'manual',
      headers: { cookie: `mock_oidc_email=${encodeURIComponent(registrant)}; mock_oidc_sub=stranger-account-1` },
    });
    const back = new URL(String(atProvider.headers.get('location')));
    const callback = await call('GET', back.pathname + back.search, undefined, undefined, flow);
    const landing = new URL(String(callback.headers.get('location')), origin);
    report('external sign-in pre-link by a stranger', {
      status: callback.status,
      returnsTo: landing.pathname,
      error: landing.searchParams.get('error'),
      signInCode: landing.searchParams.get('code') !== null,
    });
  } finally {
    await app.stop();
    await provider.stop();
    await sink.close();
  }
}

/** The givenId of the person with this e-mail, wherever the board's list has them. */
function findGivenId(all: unknown, email: string): string {
  const stack: unknown[] = [all];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.email === email && typeof record.givenId === 'string') return record.givenId;
      stack.push(...Object.values(record));
    }
  }
  throw new Error(`no givenId for ${email}`);
}

async function linkFrom(sink: TMailSink, email: string, pattern: RegExp): Promise<string> {
  for (let tries = 0; tries < 200; tries++) {
    const mail = [...sink.mails].reverse().find((each) => each.to.includes(email) && pattern.test(each.text));
    if (mail) return pattern.exec(mail.text)![0];
    await sleep(100);
  }
  throw new Error(`no mail to ${email} with ${pattern}`);
}

await main();

import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFamilyProfile } from '../../../shared/profile.schema.ts';
import { accountTokens, auditLog, families, memberships, outbox, users } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { personnummerAged } from '../../testing/registration.fixtures.ts';

let t: TTestApp;
let now = new Date('2025-05-10T10:00:00+02:00');
beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
});
afterAll(() => t.close());

const post = (token: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

let family = 500;
async function familyRow(prefix: string) {
  const [row] = await t.db
    .select()
    .from(families)
    .where(eq(families.number, Number(prefix)));
  if (!row) throw new Error(`no family ${prefix}`);
  return row;
}

async function newFamily(options: { password?: string } = {}) {
  const number = family++;
  const self = await createTestUser(t.db, {
    familyNumber: number,
    firstName: 'Kavitha',
    lastName: 'Raman',
    personalNumber: '19800101-1009',
    password: options.password,
  });
  const token = await tokenFor(self);
  return { number, self, token, prefix: String(number).padStart(4, '0') };
}

const kid = (firstName: string, personalNumber = '20150505-1001', givenId?: string) => ({
  self: { firstName, lastName: 'Raman', personalNumber, ...(givenId ? { givenId } : {}) },
});

describe('GET /api/member/family', () => {
  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/member/family' })).statusCode).toBe(401);
  });

  it('answers an account outside any family with only itself', async () => {
    const admin = await createTestUser(t.db, { role: 'Admin', email: 'lone.admin@example.org', givenId: 'ADMIN1' });
    await t.db.update(users).set({ familyId: null }).where(eq(users.id, admin.id));
    const response = await get(await tokenFor(admin), '/api/member/family');
    expect(response.statusCode).toBe(200);
    const body = ZFamilyProfile.parse(response.json());
    expect(body.familyNumber).toBe('');
    expect(body.members.map((member) => member.id)).toEqual([admin.id]);
    // Edits need a family.
    const edit = await post(await tokenFor(admin), '/api/member/updatekid', kid('Nope'));
    expect(edit.statusCode).toBe(403);
  });

  it('answers the family with fees for the current financial year', async () => {
    const { token, prefix } = await newFamily();
    const response = await get(token, '/api/member/family');
    expect(response.statusCode).toBe(200);
    const body = ZFamilyProfile.parse(response.json());
    expect(body.currentFinancialYear).toBe(2025);
    expect(body.members).toEqual([
      expect.objectContaining({
        givenId: `${prefix}A`,
        kind: 'self',
        personalNumber: '19800101-1009',
        feeSek: 100,
        birthDate: '1980-01-01',
      }),
    ]);
  });
});

describe('profile edits', () => {
  it('updates own details and answers Updated.', async () => {
    const { self, token } = await newFamily();
    const response = await post(token, '/api/member/update', {
      self: {
        firstName: 'Kavi',
        lastName: 'R',
        personalNumber: '19800101-1009',
        email: self.email,
        phoneNumber: '0701234567',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('Updated.');
    const [row] = await t.db.select().from(users).where(eq(users.id, self.id));
    expect(row).toMatchObject({ firstName: 'Kavi', lastName: 'R', phoneNumber: '0701234567' });
  });

  it.each([
    ['empty first name', { firstName: '', lastName: 'R', personalNumber: '19800101-1009', email: 'a@example.org' }],
    ['bad personnummer', { firstName: 'A', lastName: 'R', personalNumber: '1980-01-01', email: 'a@example.org' }],
    ['bad e-mail', { firstName: 'A', lastName: 'R', personalNumber: '19800101-1009', email: 'nope' }],
    ['wrong type', { firstName: 42, lastName: 'R', personalNumber: '19800101-1009', email: 'a@example.org' }],
  ])('refuses %s with 400 JSON and changes nothing', async (_name, self) => {
    const { self: user, token } = await newFamily();
    const response = await post(token, '/api/member/update', { self });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('Kavitha');
  });

  it('changes the sign-in e-mail only with the password, and only after verification', async () => {
    const { self, token } = await newFamily({ password: 'Secret-pass-1' });
    const base = { firstName: 'Kavitha', lastName: 'Raman', personalNumber: '19800101-1009', email: 'new@example.org' };
    const wrong = await post(token, '/api/member/update', { self: { ...base, currentPassword: 'nope' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: 'wrong_password' });

    const right = await post(token, '/api/member/update', { self: { ...base, currentPassword: 'Secret-pass-1' } });
    expect(right.body).toBe('Updated.');
    const [row] = await t.db.select().from(users).where(eq(users.id, self.id));
    expect(row?.email).toBe(self.email);
    const tokens = await t.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, self.id), eq(accountTokens.kind, 'email_verification')));
    expect(tokens).toEqual([expect.objectContaining({ payload: 'new@example.org' })]);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'new@example.org'));
    expect(mail?.textBody).toMatch(/\/verify\?oobCode=/);
    const code = /oobCode=([^\s&]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/member/verify-email',
      payload: { code: decodeURIComponent(code) },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(verify.json()).toEqual({ result: 'pass' });
    const [after] = await t.db.select().from(users).where(eq(users.id, self.id));
    expect(after?.email).toBe('new@example.org');
  });

  it('updates the address; all four fields mandatory, postal code by the zipCode rule', async () => {
    const { self, token } = await newFamily();
    const address = { streetAddress: 'Storgatan 2', city: 'Växjö', postalCode: '352 30', country: 'Sweden' };
    expect(
      (await post(token, '/api/member/updateaddress', { self: { ...address, postalCode: 'abc' } })).statusCode,
    ).toBe(400);
    expect((await post(token, '/api/member/updateaddress', { self: { ...address, city: '' } })).statusCode).toBe(400);
    const ok = await post(token, '/api/member/updateaddress', { self: address });
    expect(ok.body).toBe('Updated.');
    const [row] = await t.db
      .select()
      .from(families)
      .where(eq(families.id, self.familyId ?? -1));
    expect(row).toMatchObject(address);
  });

  it('adds the spouse as …B, then updates it', async () => {
    const { token, prefix } = await newFamily();
    const spouse = {
      firstName: 'Arun',
      lastName: 'Raman',
      personalNumber: '19820202-1005',
      email: `arun${prefix}@example.org`,
    };
    expect((await post(token, '/api/member/updatespouse', { self: spouse })).body).toBe('Updated.');
    expect((await post(token, '/api/member/updatespouse', { self: { ...spouse, firstName: 'Arun K' } })).body).toBe(
      'Updated.',
    );
    const [row, ...rest] = await t.db
      .select()
      .from(users)
      .where(eq(users.givenId, `${prefix}B`));
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({ firstName: 'Arun K', email: `arun${prefix}@example.org` });
  });

  it('refuses a spouse e-mail another member has', async () => {
    const other = await newFamily();
    const { token } = await newFamily();
    const response = await post(token, '/api/member/updatespouse', {
      self: { firstName: 'A', lastName: 'B', personalNumber: '19820202-1005', email: other.self.email },
    });
    expect(response.statusCode).toBe(409);
  });

  it('adds kids K1..K5, updates one, and refuses a sixth', async () => {
    const { self, token, prefix } = await newFamily();
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      expect((await post(token, '/api/member/updatekid', kid(name))).body).toBe('Updated.');
    }
    const sixth = await post(token, '/api/member/updatekid', kid('Six'));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ error: 'too_many_kids' });
    expect((await post(token, '/api/member/updatekid', kid('Tre', '20160606-1008', `${prefix}K3`))).body).toBe(
      'Updated.',
    );
    const body = ZFamilyProfile.parse((await get(token, '/api/member/family')).json());
    expect(body.members.map((member) => `${member.givenId} ${member.firstName}`)).toEqual([
      `${prefix}A Kavitha`,
      `${prefix}K1 One`,
      `${prefix}K2 Two`,
      `${prefix}K3 Tre`,
      `${prefix}K4 Four`,
      `${prefix}K5 Five`,
    ]);
    // A kid's personnummer is whole for the parents.
    expect(body.members[3]?.personalNumber).toBe('20160606-1008');
    // Each change of a kid's record names who made it, and which fields, never the values.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `${prefix}K3`));
    expect(entries.map((entry) => entry.details)).toEqual([
      { added: true },
      { fields: ['firstName', 'personalNumber'] },
    ]);
    expect(entries.every((entry) => entry.actorId === self.id)).toBe(true);
  });

  it('sets the e-mail of a spouse without an account at once; one with an account keeps theirs: only they change it', async () => {
    const { token, prefix } = await newFamily();
    const spouse = { firstName: 'Arun', lastName: 'Raman', personalNumber: '19820202-1005' };
    await post(token, '/api/member/updatespouse', { self: { ...spouse, email: `first${prefix}@example.org` } });
    await post(token, '/api/member/updatespouse', { self: { ...spouse, email: `second${prefix}@example.org` } });
    const [noAccount] = await t.db
      .select()
      .from(users)
      .where(eq(users.givenId, `${prefix}B`));
    expect(noAccount?.email).toBe(`second${prefix}@example.org`);
    expect(ZFamilyProfile.parse((await get(token, '/api/member/family')).json()).members[1]?.hasAccount).toBe(false);

    await t.db
      .update(users)
      .set({ lastLogin: new Date() })
      .where(eq(users.givenId, `${prefix}B`));
    const refused = await post(token, '/api/member/updatespouse', {
      self: { ...spouse, email: `third${prefix}@example.org` },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'email_owner_only' });
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, `third${prefix}@example.org`)),
    ).toEqual([]);
    const [withAccount] = await t.db
      .select()
      .from(users)
      .where(eq(users.givenId, `${prefix}B`));
    expect(withAccount?.email).toBe(`second${prefix}@example.org`);
    const body = ZFamilyProfile.parse((await get(token, '/api/member/family')).json());
    expect(body.members[1]).toMatchObject({ hasAccount: true, email: `second${prefix}@example.org` });
  });

  it("answers 403 for another family's kid and changes nothing", async () => {
    const other = await newFamily();
    await post(other.token, '/api/member/updatekid', kid('Theirs'));
    const { token } = await newFamily();
    const response = await post(token, '/api/member/updatekid', kid('Mine', '20150505-1001', `${other.prefix}K1`));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden' });
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.givenId, `${other.prefix}K1`));
    expect(row?.firstName).toBe('Theirs');
  });

  it('refuses a kid without a personnummer', async () => {
    const { token } = await newFamily();
    expect((await post(token, '/api/member/updatekid', { self: { firstName: 'A', lastName: 'B' } })).statusCode).toBe(
      400,
    );
    expect((await post(token, '/api/member/updatekid', { self: 'x' })).statusCode).toBe(400);
  });
});

describe('the age rules and typed personnummer forms', () => {
  it('refuse a minor spouse, a kid of 18 and a birth in the future with a key each, changing nothing', async () => {
    const { token, prefix } = await newFamily();
    const spouse = { firstName: 'A', lastName: 'B', email: `young${prefix}@example.org` };
    const cases = [
      ['/api/member/updatespouse', { ...spouse, personalNumber: personnummerAged(17) }, 'adultAgeRequired'],
      [
        '/api/member/updatekid',
        { firstName: 'K', lastName: 'R', personalNumber: personnummerAged(18, 0) },
        'kidAgeTooHigh',
      ],
      [
        '/api/member/updatekid',
        { firstName: 'K', lastName: 'R', personalNumber: personnummerAged(-1) },
        'birthDateInFuture',
      ],
      ['/api/member/update', { ...spouse, personalNumber: personnummerAged(16) }, 'adultAgeRequired'],
    ] as const;
    for (const [url, self, key] of cases) {
      const response = await post(token, url, { self });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ error: 'validation', fields: { 'self.personalNumber': key } });
    }
    const people = await t.db
      .select()
      .from(users)
      .where(eq(users.familyId, (await familyRow(prefix)).id));
    expect(people.map((person) => [person.givenId, person.personalNumber])).toEqual([[`${prefix}A`, '19800101-1009']]);
  });

  it('store a personnummer typed as 12 digits or in the 10-digit form as YYYYMMDD-XXXX', async () => {
    const { token, prefix } = await newFamily();
    const spouse = { firstName: 'Arun', lastName: 'Raman', email: `typed${prefix}@example.org` };
    expect(
      (await post(token, '/api/member/updatespouse', { self: { ...spouse, personalNumber: '198202021005' } })).body,
    ).toBe('Updated.');
    expect((await post(token, '/api/member/updatekid', kid('Nila', '150505-1001'))).body).toBe('Updated.');
    const body = ZFamilyProfile.parse((await get(token, '/api/member/family')).json());
    expect(body.members.map((member) => member.personalNumber)).toEqual([
      '19800101-1009',
      '19820202-1005',
      '20150505-1001',
    ]);
  });
});

describe('own data', () => {
  it('exports the family without hashes, as an attachment', async () => {
    const { token, self } = await newFamily({ password: 'Secret-pass-1' });
    await t.db.insert(memberships).values({ userId: self.id, year: 2024, status: 'Approved' });
    const response = await get(token, '/api/member/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment/);
    expect(response.body).not.toMatch(/passwordHash|password_hash|tokenHash|argon2/);
    const body = response.json();
    expect(body.users[0]).toMatchObject({ givenId: self.givenId, email: self.email });
    expect(body.memberships).toHaveLength(1);
  });

  it('records a closure request once and tells the association', async () => {
    const { token, self } = await newFamily();
    const first = await post(token, '/api/member/close-request', {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ ok: true });
    await post(token, '/api/member/close-request', {});
    const mails = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.dedupeKey, `closure-request:${self.id}:%`));
    // One mail per board member (or the association's address when none has an e-mail), asked twice.
    expect(mails.length).toBeGreaterThan(0);
    expect(new Set(mails.map((mail) => mail.recipient)).size).toBe(mails.length);
    const body = ZFamilyProfile.parse((await get(token, '/api/member/family')).json());
    expect(body.closureRequestedAt).not.toBeNull();
  });

  it('turns reminders and announcements off; wrong types are 400', async () => {
    const { token, self } = await newFamily();
    expect((await post(token, '/api/member/preferences', { remindersEnabled: 'no' })).statusCode).toBe(400);
    const ok = await post(token, '/api/member/preferences', { remindersEnabled: false, announcementsEnabled: false });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, self.id));
    expect(row).toMatchObject({ remindersEnabled: false, announcementsEnabled: false });
  });
});

describe('the clock', () => {
  it('puts March in the previous financial year', async () => {
    const { token } = await newFamily();
    now = new Date('2026-03-31T12:00:00+02:00');
    try {
      const body = ZFamilyProfile.parse((await get(token, '/api/member/family')).json());
      expect(body.currentFinancialYear).toBe(2025);
      now = new Date('2026-04-01T12:00:00+02:00');
      const april = ZFamilyProfile.parse((await get(token, '/api/member/family')).json());
      expect(april.currentFinancialYear).toBe(2026);
    } finally {
      now = new Date('2025-05-10T10:00:00+02:00');
    }
  });
});

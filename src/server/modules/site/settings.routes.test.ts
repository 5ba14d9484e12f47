import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { isValidOrganisationNumber, isValidSwishNumber, settingsOf } from '../../../shared/site-settings.schema.ts';
import { auditLog, outbox, siteSettings } from '../../db/schema.ts';
import { loadAssociation } from '../content/index.ts';

let t: TTestApp;
let adminToken: string;
/** The settings as the app started with them, before any test changed them. */
let startingSettings: unknown;

beforeAll(async () => {
  t = await buildTestApp({ env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' } });
  const admin = await createTestUser(t.db, { familyNumber: 100, role: 'Admin' });
  adminToken = await tokenFor(admin);
  startingSettings = (await current()).settings;
});
afterAll(() => t.close());

const headers = () => ({ authorization: `Bearer ${adminToken}` });
const put = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: headers(), payload });
const current = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: headers() })).json();

describe('the association settings', () => {
  it('start as association.json on an empty database', async () => {
    const file = await loadAssociation();
    expect(startingSettings).toEqual(settingsOf(file));
  });

  it.each([
    ['phone', { phone: 'call me' }, 'phone', 'phone'],
    ['phone too short', { phone: '123' }, 'phone', 'phone'],
    ['e-mail', { email: 'not-an-address' }, 'email', 'email'],
    ['organisation number format', { organisationNumber: '8024567890' }, 'organisationNumber', 'organisationNumber'],
    [
      'organisation number check digit',
      { organisationNumber: '802456-7891' },
      'organisationNumber',
      'organisationNumber',
    ],
    ['Swish number', { swishNumber: '1240000000' }, 'swishNumber', 'swishNumber'],
    ['Swish number length', { swishNumber: '12300000' }, 'swishNumber', 'swishNumber'],
    ['empty name', { name: { ta: 'த', en: ' ', sv: 'S' } }, 'name.en', 'mandatory'],
    [
      'http link',
      { socialLinks: [{ name: 'Facebook', url: 'http://facebook.com/x' }] },
      'socialLinks.0.url',
      'httpsLink',
    ],
    ['script link', { socialLinks: [{ name: 'x', url: 'javascript:alert(1)' }] }, 'socialLinks.0.url', 'httpsLink'],
    ['copyright year', { copyrightYear: 3000 }, 'copyrightYear', 'copyrightYear'],
    ['country', { country: 'Sweden' }, 'country', 'country'],
    ['control character', { shortName: 'ST\u0000TA' }, 'shortName', 'invisibleCharacters'],
    ['half of a UTF-16 pair', { postalAddress: 'Gatan \ud800 1' }, 'postalAddress', 'invisibleCharacters'],
    [
      'right-to-left override',
      { name: { ta: 'தமிழ்', en: 'Tamil \u202eesu', sv: 'Tamil' } },
      'name.en',
      'invisibleCharacters',
    ],
    ['bidi isolate', { postalAddress: 'Box 1 \u2066x\u2069' }, 'postalAddress', 'invisibleCharacters'],
    ['left-to-right mark', { email: 'info\u200e@example.org' }, 'email', 'invisibleCharacters'],
    ['C1 control', { phone: '+46 70\u0085 123 45 67' }, 'phone', 'invisibleCharacters'],
    [
      'override in a link name',
      { socialLinks: [{ name: 'Face\u202dbook', url: 'https://facebook.com/x' }] },
      'socialLinks.0.name',
      'invisibleCharacters',
    ],
  ])('refuse a bad %s with the field named, and change nothing', async (_label, change, field, key) => {
    const before = await current();
    const response = await put({ ...before.settings, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: key });
    expect(await current()).toEqual(before);
  });

  it('save a valid change, audit-log it field by field and serve it at once', async () => {
    const before = await current();
    const settings = {
      ...before.settings,
      phone: '+46 70 123 45 67',
      organisationNumber: '802456-7896',
      swishNumber: '123 456 78 90',
      socialLinks: [{ name: 'Instagram', url: 'https://www.instagram.com/example' }],
    };
    const response = await put(settings);
    expect(response.statusCode).toBe(200);
    expect(response.json().version).toBeGreaterThan(before.version);
    const association = await t.app.inject({ method: 'GET', url: '/api/content/association' });
    expect(association.json()).toMatchObject({ phone: '+46 70 123 45 67', swishNumber: '123 456 78 90' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site.settings'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toMatchObject({
      changes: { phone: { from: before.settings.phone, to: '+46 70 123 45 67' } },
    });
    expect(entry?.details).not.toHaveProperty('changes.email');
  });

  it('the Swish QR drawn after the change pays the new number', async () => {
    await put({ ...(await current()).settings, swishNumber: '123 456 78 90' });
    const member = await createTestUser(t.db, { familyNumber: 102, personalNumber: '19800101-1009' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/member/QRCode?ids=${member.givenId}`,
      headers: { authorization: `Bearer ${await tokenFor(member)}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-swish-payee']).toBe('1234567890');
  });

  it('a mail queued after the change goes to the new address', async () => {
    const before = await current();
    await put({ ...before.settings, email: 'board@example.se', shortName: 'NEWTA' });
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contactus/save',
      payload: { fullName: 'Kumar Raj', email: 'kumar@example.com', subject: 'Hello', message: 'Hi' },
    });
    expect(contact.statusCode).toBe(200);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.kind, 'contact-message'));
    expect(mail?.recipient).toBe('board@example.se');
    expect(mail?.subject).toMatch(/^NEWTA: /);
  });

  it('keep the board’s values when the app starts again: association.json seeds an empty database only', async () => {
    const saved = await current();
    const again = await buildTestApp({ database: t.database, dataDir: t.dataDir });
    try {
      const [row] = await again.db.select().from(siteSettings);
      expect(row?.data).toEqual(saved.settings);
    } finally {
      await again.app.close();
    }
  });

  it('need an Admin', async () => {
    const member = await createTestUser(t.db, { familyNumber: 101 });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${await tokenFor(member)}` },
      payload: (await current()).settings,
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
  });
});

describe('the checks of Swedish numbers', () => {
  it('know an organisation number by its Luhn digit', () => {
    expect(isValidOrganisationNumber('802456-7896')).toBe(true);
    expect(isValidOrganisationNumber('556036-0793')).toBe(true);
    expect(isValidOrganisationNumber('556036-0794')).toBe(false);
    expect(isValidOrganisationNumber('5560360793')).toBe(false);
  });

  it('take a business Swish number or a Swedish mobile number', () => {
    for (const ok of ['1230000000', '123 456 78 90', '070-123 45 67', '+46 70 123 45 67', '46701234567']) {
      expect(isValidSwishNumber(ok), ok).toBe(true);
    }
    for (const bad of ['1240000000', '123000000', '08-123 456 78', '+4670123456', 'swish']) {
      expect(isValidSwishNumber(bad), bad).toBe(false);
    }
  });
});

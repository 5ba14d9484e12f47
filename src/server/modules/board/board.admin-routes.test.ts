import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import type { TBoardAnswer } from '../../../shared/board.ts';
import type { TBoardAdminMember } from '../../../shared/board-member.schema.ts';
import { auditLog, boardMembers } from '../../db/schema.ts';
import { dataUrl, multipartBody, pngBytes } from '../../testing/events.fixtures.ts';

let t: TTestApp;
const tokens: Record<'admin' | 'member', string> = { admin: '', member: '' };
const auth = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createTestUser(t.db, { email: 'board.admin@example.org', role: 'Admin' });
  const member = await createTestUser(t.db, { email: 'board.member@example.org' });
  tokens.admin = await tokenFor(admin);
  tokens.member = await tokenFor(member);
});
afterAll(() => t.close());

const fields = (overrides: Record<string, string> = {}) => ({
  financialYear: '2025',
  nameEn: 'Test Kavitha',
  nameTa: 'சோதனை கவிதா',
  position: 'treasurer',
  sortOrder: '3',
  ...overrides,
});

async function publicBoard(): Promise<TBoardAnswer> {
  const response = await t.app.inject({ method: 'GET', url: '/api/content/board' });
  expect(response.statusCode).toBe(200);
  return response.json<TBoardAnswer>();
}

const membersOf = (answer: TBoardAnswer, year: number) =>
  answer.years.find((entry) => entry.financialYear === year)?.members ?? [];

async function postMultipart(values: Record<string, string>, portrait?: Buffer) {
  const body = await multipartBody(
    values,
    portrait && { bytes: portrait, name: 'portrait.png', type: 'image/png', field: 'portrait' },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/board',
    headers: { ...body.headers, ...auth('admin') },
    payload: body.payload,
  });
}

describe('/api/admin/board', () => {
  it('refuses a visitor (401) and a member (403) on every route, and changes nothing', async () => {
    const routes = [
      { method: 'GET', url: '/api/admin/board' },
      { method: 'POST', url: '/api/admin/board', payload: fields() },
      { method: 'PUT', url: '/api/admin/board/1', payload: fields() },
      { method: 'DELETE', url: '/api/admin/board/1' },
    ] as const;
    const count = await t.db.$count(boardMembers);
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode).toBe(401);
      expect((await t.app.inject({ ...route, headers: auth('member') })).statusCode).toBe(403);
    }
    expect(await t.db.$count(boardMembers)).toBe(count);
  });

  it('adds a member with a portrait (multipart), shown on the public board at once, audit-logged', async () => {
    const before = membersOf(await publicBoard(), 2025); // fills the public cache
    const response = await postMultipart(fields(), await pngBytes(300, 300));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<TBoardAdminMember>();
    expect(created).toMatchObject({ financialYear: 2025, nameEn: 'Test Kavitha', position: 'treasurer', sortOrder: 3 });
    expect(created.portrait).toMatch(/^[0-9a-f]{64}\.webp$/);
    const after = membersOf(await publicBoard(), 2025);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((member) => member.id === created.id)).toEqual({
      id: created.id,
      nameEn: 'Test Kavitha',
      nameTa: 'சோதனை கவிதா',
      position: 'treasurer',
      portrait: created.portrait,
    });
    const picture = await t.app.inject({ method: 'GET', url: `/api/events/Image/${created.portrait}` });
    expect(picture.statusCode).toBe(200);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `board:${created.id}`));
    expect(audit).toMatchObject([{ action: 'board.create' }]);
  });

  it('adds a member from JSON with a data URL, and lists every year in board order', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/board',
      headers: auth('admin'),
      payload: {
        ...fields({ financialYear: '2021', position: 'president' }),
        sortOrder: 0,
        portrait: dataUrl(await pngBytes(64, 64)),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/board', headers: auth('admin') });
    expect(list.statusCode).toBe(200);
    const years = list.json<TBoardAdminMember[]>().map((member) => member.financialYear);
    expect(years).toContain(2021);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('answers 400 with field error keys for bad input and stores nothing', async () => {
    const count = (await t.db.select().from(boardMembers)).length;
    const cases: [Record<string, string>, Record<string, string>][] = [
      [fields({ nameEn: ' ' }), { nameEn: 'mandatory' }],
      [fields({ position: 'king' }), { position: 'valueInvalid' }],
      [fields({ position: '' }), { position: 'mandatory' }],
      [fields({ financialYear: '1850' }), { financialYear: 'valueInvalid' }],
      [fields({ financialYear: 'next' }), { financialYear: 'valueInvalid' }],
      [fields({ sortOrder: '-1' }), { sortOrder: 'valueInvalid' }],
      [fields({ nameTa: 'x'.repeat(101) }), { nameTa: 'tooLong' }],
    ];
    for (const [values, expected] of cases) {
      const response = await postMultipart(values);
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation', fields: expected });
    }
    const notPicture = await postMultipart(fields(), Buffer.from('%PDF-1.4 not a picture'));
    expect(notPicture.statusCode).toBe(415);
    const brokenJson = await t.app.inject({
      method: 'POST',
      url: '/api/admin/board',
      headers: { ...auth('admin'), 'content-type': 'application/json' },
      payload: '{"nameEn":',
    });
    expect(brokenJson.statusCode).toBe(400);
    const badDataUrl = await t.app.inject({
      method: 'POST',
      url: '/api/admin/board',
      headers: auth('admin'),
      payload: { ...fields(), portrait: 'not a data url' },
    });
    expect(badDataUrl.statusCode).toBe(400);
    expect(await t.db.select().from(boardMembers)).toHaveLength(count);
  });

  it('changes a member (portrait kept, replaced, removed) and the public board follows at once', async () => {
    const created = (
      await postMultipart(fields({ nameEn: 'Test Old' }), await pngBytes(80, 80))
    ).json<TBoardAdminMember>();
    await publicBoard();
    const put = async (values: Record<string, string>, portrait?: Buffer) => {
      const body = await multipartBody(
        values,
        portrait && { bytes: portrait, name: 'p.png', type: 'image/png', field: 'portrait' },
      );
      return t.app.inject({
        method: 'PUT',
        url: `/api/admin/board/${created.id}`,
        headers: { ...body.headers, ...auth('admin') },
        payload: body.payload,
      });
    };
    const renamed = await put(fields({ nameEn: 'Test New', position: 'secretary' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ nameEn: 'Test New', position: 'secretary', portrait: created.portrait });
    expect(membersOf(await publicBoard(), 2025).find((member) => member.id === created.id)).toMatchObject({
      nameEn: 'Test New',
      position: 'secretary',
    });
    const replaced = await put(fields({ nameEn: 'Test New' }), await pngBytes(90, 90, '#123456'));
    expect(replaced.json<TBoardAdminMember>().portrait).not.toBe(created.portrait);
    const removed = await put(fields({ nameEn: 'Test New', removePortrait: 'true' }));
    expect(removed.json<TBoardAdminMember>().portrait).toBeNull();

    const bad = await put(fields({ nameEn: '' }));
    expect(bad.statusCode).toBe(400);
    const [row] = await t.db.select().from(boardMembers).where(eq(boardMembers.id, created.id));
    expect(row?.nameEn).toBe('Test New');

    for (const url of ['/api/admin/board/999999', '/api/admin/board/abc']) {
      const missing = await t.app.inject({ method: 'PUT', url, headers: auth('admin'), payload: fields() });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('deletes a member, gone from the public board at once; a second delete is 404', async () => {
    const created = (await postMultipart(fields({ nameEn: 'Test Leaving' }))).json<TBoardAdminMember>();
    expect(membersOf(await publicBoard(), 2025).some((member) => member.id === created.id)).toBe(true);
    const url = `/api/admin/board/${created.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: auth('admin') })).statusCode).toBe(204);
    expect(membersOf(await publicBoard(), 2025).some((member) => member.id === created.id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url, headers: auth('admin') })).statusCode).toBe(404);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `board:${created.id}`));
    expect(audit.map((entry) => entry.action)).toContain('board.delete');
  });

  it('gives a later board its own public year tab', async () => {
    const response = await postMultipart(fields({ financialYear: '2026', nameEn: 'Test Future' }));
    expect(response.statusCode).toBe(201);
    expect((await publicBoard()).years.map((year) => year.financialYear)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });
});

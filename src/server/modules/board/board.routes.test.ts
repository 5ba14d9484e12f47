import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app.ts';
import { BOARD_POSITIONS, BOARD_YEARS, type TBoardAnswer } from '../../../shared/board.ts';
import { boardMembers } from '../../db/schema.ts';
import { seedDemoBoard } from '../../seed/demo-board.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoBoard(t.db);
  await seedDemoBoard(t.db); // a second run adds nothing
});
afterAll(() => t.close());

const getBoard = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/content/board' });
  expect(response.statusCode).toBe(200);
  return response.json<TBoardAnswer>();
};

describe('GET /api/content/board', () => {
  it('answers FY 2025 down to FY 2021 with the sample members and their portraits', async () => {
    const answer = await getBoard();
    expect(answer.years.map((year) => year.financialYear)).toEqual([...BOARD_YEARS]);
    const fy2025 = answer.years[0]!;
    expect(fy2025.members[0]).toMatchObject({ position: 'president', nameEn: expect.stringMatching(/^Demo /) });
    expect(fy2025.members[0]!.portrait).toMatch(/^[0-9a-f]{64}\.webp$/);
    for (const year of answer.years) {
      expect(year.members.length).toBeGreaterThanOrEqual(6);
      for (const member of year.members) expect(BOARD_POSITIONS).toContain(member.position);
    }
    const picture = await t.app.inject({ method: 'GET', url: `/api/events/Image/${fy2025.members[0]!.portrait}` });
    expect(picture.statusCode).toBe(200);
  });

  it('seeds once only and is served from the process cache', async () => {
    const rows = await t.db.select().from(boardMembers);
    const before = await getBoard();
    expect(before.years.reduce((sum, year) => sum + year.members.length, 0)).toBe(rows.length);
    await t.db
      .insert(boardMembers)
      .values({ financialYear: 2025, nameEn: 'Demo X', nameTa: 'மாதிரி X', position: 'treasurer' });
    expect(await getBoard()).toEqual(before);
  });

  it('needs no token and refuses writes', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/content/board', payload: {} });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });
});

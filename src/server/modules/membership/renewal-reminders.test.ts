import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, outbox, renewalReminders } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { runRenewalReminders } from './renewal-reminders.ts';

let t: TTestApp;
// Each test sets the clock it needs first: tests run in any order.
let now = new Date();
beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
});
afterAll(() => t.close());

const remindersTo = (email: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.dedupeKey, 'renewal-reminder:%')));

describe('renewal reminders', () => {
  it('sends first, then second a month later, once each, and skips renewed or opted-out families', async () => {
    now = new Date('2025-04-02T09:00:00+02:00');
    const due = await createTestUser(t.db, { familyNumber: 801, email: 'due@example.org', language: 'sv' });
    const renewed = await createTestUser(t.db, { familyNumber: 802, email: 'renewed@example.org' });
    await t.db.insert(memberships).values({ userId: renewed.id, year: 2025, status: 'Approved' });
    await createTestUser(t.db, { familyNumber: 803, email: 'optout@example.org', remindersEnabled: false });
    await createTestUser(t.db, { familyNumber: 804, email: 'pending@example.org', status: 'pending' });

    expect(await t.app.renewalReminders.runIfDue()).toBeGreaterThanOrEqual(1);
    // The same day again: the process does not run it twice.
    expect(await t.app.renewalReminders.runIfDue()).toBe(0);
    const first = await remindersTo('due@example.org');
    expect(first).toHaveLength(1);
    expect(first[0]?.textBody).toContain('/mypage');
    expect(first[0]?.subject).toContain('verksamhetsåret 2025/26');
    for (const email of ['renewed@example.org', 'optout@example.org', 'pending@example.org']) {
      expect(await remindersTo(email)).toHaveLength(0);
    }

    now = new Date('2025-04-20T09:00:00+02:00');
    await t.app.renewalReminders.runIfDue();
    expect(await remindersTo('due@example.org')).toHaveLength(1);

    now = new Date('2025-05-03T09:00:00+02:00');
    await t.app.renewalReminders.runIfDue();
    const both = await remindersTo('due@example.org');
    expect(both.map((mail) => mail.dedupeKey)).toEqual([
      `renewal-reminder:${due.familyId}:2025:first`,
      `renewal-reminder:${due.familyId}:2025:second`,
    ]);
    const rows = await t.db
      .select()
      .from(renewalReminders)
      .where(eq(renewalReminders.familyId, due.familyId ?? -1));
    expect(rows.map((row) => row.kind).sort()).toEqual(['first', 'second']);
  });

  it('is idempotent across instances running at the same moment', async () => {
    now = new Date('2026-04-05T09:00:00+02:00');
    const user = await createTestUser(t.db, { familyNumber: 805, email: 'race@example.org' });
    const association = JSON.parse(
      JSON.stringify({ name: { ta: 'a', en: 'a', sv: 'a' }, shortName: 'S', email: 'info@example.org' }),
    );
    const context = { ...t.app.contexts.membership, association, publicUrl: 'http://localhost' };
    const run = () => runRenewalReminders(context, now);
    await Promise.all([run(), run(), run()]);
    const mails = (await remindersTo('race@example.org')).filter((mail) => mail.dedupeKey?.includes(':2026:'));
    expect(mails).toHaveLength(1);
    expect(user.id).toBeGreaterThan(0);
  });

  it('lets the board send reminders now, once per family per day (admin only)', async () => {
    now = new Date('2026-06-01T09:00:00+02:00');
    const admin = await createTestUser(t.db, { role: 'Admin', email: 'board.rem@example.org' });
    const member = await createTestUser(t.db, { familyNumber: 806, email: 'manual@example.org' });
    const send = async (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/reminders', headers: { authorization: `Bearer ${token}` } });
    expect((await send(await tokenFor(member))).statusCode).toBe(403);
    const first = await send(await tokenFor(admin));
    expect(first.statusCode).toBe(200);
    expect(first.json().queued).toBeGreaterThanOrEqual(1);
    const again = await send(await tokenFor(admin));
    expect(again.json()).toEqual({ queued: 0 });
    expect((await remindersTo('manual@example.org')).filter((mail) => mail.dedupeKey?.includes('manual'))).toHaveLength(
      1,
    );
  });
});

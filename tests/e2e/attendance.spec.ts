import { expect, type APIRequestContext } from '@playwright/test';
import { adminAccessToken, signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectNothingPastTheEdges } from './helpers/layout.ts';
import { familyWithAccount } from './helpers/signup-data.ts';
import { acceptCookies, seedLocalStorage, useLanguage } from './helpers/storage.ts';
import { STORAGE_KEYS } from './helpers/test-env.ts';

test.describe.configure({ timeout: 120_000 });

const lng = 'en';
const a = (key: string, values?: Record<string, string | number>) => t(lng, `attendance:${key}`, values);
const adminHeaders = async () => ({ authorization: `Bearer ${await adminAccessToken()}` });

/** A day in Sweden (the association's days), `days` from today, and its ISO weekday. */
function swedishDay(days: number): { day: string; weekday: number } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
  const sundayZero = new Date(`${day}T12:00:00Z`).getUTCDay();
  return { day, weekday: sundayZero === 0 ? 7 : sundayZero };
}

async function memberIds(request: APIRequestContext, lastName: string) {
  const all = await request.get('/api/admin/all', { headers: await adminHeaders() });
  const { allMembers } = (await all.json()) as { allMembers: { id: number; firstName: string; lastName: string }[] };
  return Object.fromEntries(
    allMembers.filter((row) => row.lastName === lastName).map((row) => [row.firstName, row.id]),
  );
}

test.describe('[ATTENDANCE] who may take attendance', () => {
  // The refused member's page asks once and is answered 403: the browser logs that answer.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test('[ATTENDANCE] a member who leads nothing gets no link on My page, and a refusal on the lists', async ({
    page,
    request,
  }) => {
    const family = await familyWithAccount(request, 0);
    await useLanguage(page, lng);
    await acceptCookies(page);
    await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: family.token });
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/attendance/access'));
    await page.goto('/mypage');
    expect(await (await asked).json()).toEqual({ allowed: false });
    await expect(page.getByTestId('my-bookings')).toBeVisible();
    await expect(page.getByTestId('attendance-link')).toHaveCount(0);
    await page.goto('/attendance');
    await expect(page.getByTestId('attendance-refused')).toHaveText(a('notALeader'));
  });
});

test("[ATTENDANCE] the board reaches every activity's lists from My page", async ({ page }) => {
  await useLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto('/mypage');
  await page.getByTestId('attendance-link').click();
  await expect(page).toHaveURL(/\/attendance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'common:pages.attendance.title'));
  await expectNoAxeViolations(page);
});

test.describe('[ATTENDANCE] offline', () => {
  // Requests made while the phone is offline fail in the browser before they leave it.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('[ATTENDANCE] ticks made offline wait on the phone and are saved once the network is back', async ({
    page,
    request,
  }) => {
    const family = await familyWithAccount(request, 2);
    const ids = await memberIds(request, family.lastName);
    const today = swedishDay(0);
    // Set-up through the board's activities API: this test is about the leader's phone.
    const created = await request.post('/api/admin/activities', {
      headers: await adminHeaders(),
      data: {
        nameTa: 'சதுரங்கம்',
        nameEn: `Chess ${family.lastName}`,
        nameSv: 'Schack',
        place: 'Folkets hus',
        audience: 'everyone',
        weekday: today.weekday,
        startTime: '10:00',
        endTime: '12:00',
        startsOn: swedishDay(-21).day,
        endsOn: swedishDay(60).day,
        leaderIds: [ids.Anna],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const activityId = ((await created.json()) as { id: number }).id;
    for (const kid of ['KidA', 'KidB']) {
      const enrolled = await request.post(`/api/admin/activities/${activityId}/enrolments`, {
        headers: await adminHeaders(),
        data: { userId: ids[kid] },
      });
      expect(enrolled.status(), await enrolled.text()).toBeLessThan(300);
    }

    await page.setViewportSize({ width: 360, height: 740 });
    await useLanguage(page, lng);
    await acceptCookies(page);
    await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: family.token });
    await page.goto('/mypage');
    await page.getByTestId('attendance-link').click();
    await page
      .getByRole('link', { name: new RegExp(a('today', { day: '.*' })) })
      .first()
      .click();
    const kidA = page.getByRole('button', { name: new RegExp(`KidA ${family.lastName}`) });
    const kidB = page.getByRole('button', { name: new RegExp(`KidB ${family.lastName}`) });
    await expect(kidA).toHaveAttribute('aria-pressed', 'false');
    await expectNothingPastTheEdges(page, 'the attendance list at 360 px');
    await expectNoAxeViolations(page);

    await page.context().setOffline(true);
    await kidA.click();
    await kidB.click();
    await expect(kidA).toHaveAttribute('aria-pressed', 'true');
    await expect(kidB).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('attendance-waiting')).toHaveText(a('waiting_other', { count: 2 }));

    await page.context().setOffline(false);
    await expect(page.getByTestId('attendance-waiting')).toHaveCount(0);
    await page.reload();
    await expect(kidA).toHaveAttribute('aria-pressed', 'true');
    await expect(kidB).toHaveAttribute('aria-pressed', 'true');
    const saved = await request.get(`/api/attendance/${activityId}/${today.day}`, { headers: await adminHeaders() });
    const list = (await saved.json()) as { members: { name: string; present: boolean | null }[] };
    expect(list.members.map((member) => member.present)).toEqual([true, true]);

    await page.setViewportSize({ width: 320, height: 640 });
    await expectNothingPastTheEdges(page, 'the attendance list at 320 px');
  });
});

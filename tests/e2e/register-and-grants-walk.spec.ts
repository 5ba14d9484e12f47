import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { financialYearOf } from '../../src/shared/financial-year.ts';
import type { TGrantRules } from '../../src/shared/grant-rules.schema.ts';
import { openAdminTab } from './helpers/admin-sections.ts';
import { adminAccessToken, signInAsAdmin } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import {
  expectedFigures,
  previousHalfYear,
  registerRows,
  registerWorkbook,
  type TKid,
  type TTickedSession,
} from './helpers/grant-walk.ts';
import { t } from './helpers/i18n.ts';
import { expectNothingPastTheEdges } from './helpers/layout.ts';
import { expectPageTitle, expectPath } from './helpers/page.ts';
import { showAPersonIsThere } from './helpers/settle.ts';
import { waitForMail } from './helpers/mail-sink.ts';
import { uniqueWord } from './helpers/people.ts';
import { acceptCookies, useLanguage } from './helpers/storage.ts';
import { STORAGE_KEYS } from './helpers/test-env.ts';

const lng = 'en';
const GOOD_FAMILIES = 36;
const HELD_FAMILIES = 4;
const PASSWORD = 'Saturday-Class-Leader-31';
const adminHeaders = async () => ({ authorization: `Bearer ${await adminAccessToken()}` });

type TMemberRow = { id: number; firstName: string; lastName: string; email: string | null; gender: TKid['gender'] };

async function membersNamed(request: APIRequestContext, lastNames: string[]): Promise<TMemberRow[]> {
  const all = await request.get('/api/admin/all', { headers: await adminHeaders() });
  expect(all.status()).toBe(200);
  const { allMembers } = (await all.json()) as { allMembers: TMemberRow[] };
  return allMembers.filter((row) => lastNames.includes(row.lastName));
}

/**
 * The invited adult opens the invitation mail's link, chooses a password on the page (the import
 * gave the account none), then signs in on the login page: the session the phone keeps.
 */
async function activateFromInvitation(page: Page, email: string) {
  const mail = await waitForMail(email, /activateaccount/, 60_000);
  const link = /https?:\/\/\S+\/activateaccount\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no activation link in:\n${mail.text}`);
  const button = (key: string) => page.getByRole('button', { name: t(lng, key), exact: true });
  await page.goto(link);
  await expect(page.getByText(t(lng, 'accounts:activate.confirm', { email }), { exact: true })).toBeVisible();
  await expect(page.getByText(t(lng, 'accounts:activate.chooseIntro'), { exact: true })).toBeVisible();
  await page.getByLabel(t(lng, 'accounts:fields.newPassword'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t(lng, 'accounts:fields.confirmNewPassword'), { exact: true }).fill(PASSWORD);
  await button('accounts:activate.submit').click();
  await expect(page.getByText(t(lng, 'accounts:activate.activated'), { exact: true })).toBeVisible();
  await page.getByRole('link', { name: t(lng, 'accounts:activate.signIn'), exact: true }).click();
  await expectPath(page, '/memberlogin');
  await showAPersonIsThere(page);
  await expect(button('accounts:login.submit')).toBeEnabled();
  await page.getByLabel(t(lng, 'accounts:fields.email'), { exact: true }).fill(email);
  await page.getByLabel(t(lng, 'accounts:fields.password'), { exact: true }).fill(PASSWORD);
  await button('accounts:login.submit').click();
  await expectPath(page, '/mypage');
  await expectPageTitle(page, lng, 'myPage');
}

/** On the leader's phone: the day's list from the activity's days, kids ticked, the list confirmed. */
async function tickAndConfirm(page: Page, activityId: number, day: string, kids: TKid[], offline: boolean) {
  await page.goto('/attendance');
  await page.locator(`a[href="/attendance/${activityId}/${day}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/attendance/${activityId}/${day}$`));
  const buttonOf = (kid: TKid) => page.getByRole('button', { name: new RegExp(`\\b${kid.name}\\b`) });
  await expect(buttonOf(kids[0]!)).toHaveAttribute('aria-pressed', 'false');
  if (offline) await page.context().setOffline(true);
  for (const kid of kids) {
    await buttonOf(kid).click();
    await expect(buttonOf(kid)).toHaveAttribute('aria-pressed', 'true');
  }
  const confirm = page.getByRole('button', { name: t(lng, 'attendance:confirm.button'), exact: true });
  if (offline) {
    await expect(page.getByTestId('attendance-waiting')).toHaveText(
      t(lng, 'attendance:waiting_other', { count: kids.length }),
    );
    await expect(confirm).toBeDisabled();
    await page.context().setOffline(false);
    await expect(page.getByTestId('attendance-waiting')).toHaveCount(0);
  }
  await expect(page.getByTestId('attendance-status')).toContainText(
    t(lng, 'attendance:presentCount_other', { count: kids.length }),
  );
  await confirm.click();
  await expect(page.getByTestId('attendance-confirmed')).toBeVisible();
  await expectNothingPastTheEdges(page, `the attendance list of ${day} at 360 px`);
}

async function importRegister(page: Page, fileName: string, buffer: Buffer): Promise<number> {
  const panel = await openAdminTab(page, lng, 'members', t(lng, 'admin:registerImport.tab'));
  await panel.getByLabel(t(lng, 'admin:registerImport.upload.label')).setInputFiles({
    name: fileName,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await panel.getByRole('button', { name: t(lng, 'admin:registerImport.upload.submit'), exact: true }).click();
  const preview = panel.getByRole('region', { name: t(lng, 'admin:registerImport.preview.title', { file: fileName }) });
  await expect(
    preview.getByText(
      t(lng, 'admin:registerImport.preview.good_other', { count: GOOD_FAMILIES, people: GOOD_FAMILIES * 3 }),
      { exact: false },
    ),
  ).toBeVisible({ timeout: 60_000 });
  const held = preview.getByRole('table', { name: t(lng, 'admin:registerImport.preview.heldRows') });
  for (const problem of ['personnummerCheckDigit', 'adultWithoutEmail', 'rowPersonnummer', 'householdNoAdult']) {
    await expect(held.getByText(t(lng, `admin:registerImport.problems.${problem}`)).first()).toBeVisible();
  }
  await expect(
    preview.getByText(t(lng, 'admin:registerImport.preview.held_other', { count: HELD_FAMILIES, people: 6 }), {
      exact: false,
    }),
  ).toBeVisible();
  const problemRows = await held.locator('tbody tr').count();
  const year = preview.getByLabel(t(lng, 'admin:registerImport.choice.year'));
  await year.selectOption(String(financialYearOf(new Date())));
  await preview
    .getByRole('button', { name: t(lng, 'admin:registerImport.choice.submit_other', { count: GOOD_FAMILIES }) })
    .click();
  await expect(
    panel.getByRole('status').filter({
      hasText: t(lng, 'admin:registerImport.imported_other', { count: GOOD_FAMILIES, people: GOOD_FAMILIES * 3 }),
    }),
  ).toBeVisible({ timeout: 60_000 });
  return problemRows;
}

const a = (key: string, values?: Record<string, string | number>) => t(lng, `activities:${key}`, values);
/** A picker's button for a person: the editor names people with their member number, "Name (0006A)". */
const pickButton = (key: string, person: string, values: Record<string, string> = {}) => {
  const [before, after] = a(key, { ...values, name: '\u0000' })
    .split('\u0000')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return { name: new RegExp(`^${before}${person} \\(\\w+\\)${after}$`) };
};

/** The board's activities editor: a Saturday class for kids 7-20 in the term, led by an imported adult. */
async function createClassInEditor(page: Page, word: string, term: { from: string; to: string }, leader: string) {
  const panel = await openAdminTab(page, lng, 'events', a('admin.tab'));
  await panel.getByRole('button', { name: a('admin.new'), exact: true }).click();
  await panel.getByLabel(a('admin.form.nameTa')).fill('சனிக்கிழமை வகுப்பு');
  await panel.getByLabel(a('admin.form.nameEn')).fill(`Saturday class ${word}`);
  await panel.getByLabel(a('admin.form.nameSv')).fill(`Lördagsklass ${word}`);
  await panel.getByLabel(a('admin.form.place')).fill('Folkets hus');
  await panel.getByLabel(a('admin.form.audience')).selectOption('kids');
  await panel.getByLabel(a('admin.form.minAge')).fill('7');
  await panel.getByLabel(a('admin.form.maxAge')).fill('20');
  await panel.getByLabel(a('admin.form.weekday')).selectOption('6');
  await panel.getByLabel(a('admin.form.startTime')).fill('10:00');
  await panel.getByLabel(a('admin.form.endTime')).fill('12:00');
  await panel.getByLabel(a('admin.form.startsOn')).fill(term.from);
  await panel.getByLabel(a('admin.form.endsOn')).fill(term.to);
  await panel.getByLabel(a('admin.form.findLeader')).fill(leader.split(' ')[1]!);
  await panel.getByRole('button', pickButton('admin.form.addLeader', leader)).click();
  await panel.getByRole('button', { name: a('admin.form.save'), exact: true }).click();
  await expect(panel.getByText(a('admin.done.created'))).toBeVisible();
}

/** The age-group table's row for a group: female, male, not given. */
async function groupRow(table: Locator, group: string): Promise<number[]> {
  const label = group === 'other' ? t(lng, 'admin:grantReport.otherAges') : group;
  const cells = table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) });
  return (await cells.getByRole('cell').allInnerTexts()).map(Number);
}

// Ticks made while the phone is offline fail in the browser before they leave it.
test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

test('[GRANTS] the board imports the register, a leader ticks three Saturdays on a phone, and the grant report counts them', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(420_000);
  const word = uniqueWord();
  const term = previousHalfYear();
  const [first, second, third] = [term.saturdays[1]!, term.saturdays[5]!, term.saturdays[9]!];
  const y = term.year;
  // Six kids of the class: one turns 13 on the second Saturday, so the age group moves between sessions.
  const kidBirthDays = [
    `${y - 8}-03-14`,
    `${y - 10}-09-09`,
    `${y - 11}-11-30`,
    `${y - 13}${second.slice(4)}`,
    `${y - 15}-02-01`,
    `${y - 16}-12-24`,
  ];
  const rows = registerRows(word, GOOD_FAMILIES, kidBirthDays);

  // 1. The board checks the spreadsheet, sees the problems and imports the good families.
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  const problemRows = await importRegister(page, `register-${word}.xlsx`, await registerWorkbook(rows));

  // 2. The Saturday class for kids 7-20 in the past term, led by an imported adult; the board makes
  // it and enrols six imported kids in its editor.
  const classFamilies = rows
    .filter((row) => row.first === 'Kavin')
    .slice(0, 6)
    .map((row) => row.last);
  const imported = await membersNamed(request, classFamilies);
  const leaderRow = imported.find((row) => row.email === `walk.${word}.0.a@e2e.test`)!;
  const name = `Saturday class ${word}`;
  await createClassInEditor(page, word, term, `Anbu ${leaderRow.lastName}`);
  const listed = await request.get('/api/admin/activities', { headers: await adminHeaders() });
  const { activities } = (await listed.json()) as { activities: { id: number; nameEn: string }[] };
  const activityId = activities.find((activity) => activity.nameEn === name)!.id;
  const kids: TKid[] = [];
  for (const last of classFamilies) {
    const row = rows.find((person) => person.first === 'Kavin' && person.last === last)!;
    const member = imported.find((person) => person.firstName === 'Kavin' && person.lastName === last)!;
    kids.push({ name: `Kavin ${last}`, personalNumber: row.number, gender: member.gender });
    // The board enrols each kid from the class's card in the editor.
    await page.getByLabel(a('admin.findMember', { activity: name })).fill(last);
    await page.getByRole('button', pickButton('admin.enrol', `Kavin ${last}`, { activity: name })).click();
    // Other tests' activities may have as many enrolled: the count is read on this class's card.
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText(a('admin.enrolled_other', { count: kids.length }))).toBeVisible();
  }

  // 3. The leader on a phone activates the account from the invitation mail and signs in, then ticks
  // four kids, then two, then three while offline.
  const ticked: TTickedSession[] = [
    { day: first, present: kids.slice(0, 4) },
    { day: second, present: kids.slice(4, 6) },
    { day: third, present: [kids[0]!, kids[3]!, kids[5]!] },
  ];
  await page.setViewportSize({ width: 360, height: 740 });
  // The board member's session leaves this browser first: the phone is the leader's.
  await page.evaluate((key) => window.localStorage.removeItem(key), STORAGE_KEYS.accessToken);
  await activateFromInvitation(page, leaderRow.email!);
  for (const [index, session] of ticked.entries()) {
    await tickAndConfirm(page, activityId, session.day, session.present, index === 2);
  }

  // 4. The board's grant report for that half-year, against the figures computed here.
  const settings = await request.get('/api/admin/settings', { headers: await adminHeaders() });
  const rules = ((await settings.json()) as { settings: { grantRules: TGrantRules } }).settings.grantRules;
  const expected = expectedFigures(ticked, rules);
  await page.goto('/logout');
  await expectPath(page, '/');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  const panel = await openAdminTab(page, lng, 'events', t(lng, 'admin:grantReport.tab'));
  await panel.getByLabel(t(lng, 'admin:grantReport.half')).selectOption(String(term.half));
  await panel.getByLabel(t(lng, 'admin:grantReport.year')).selectOption(String(term.year));
  const report = panel.getByRole('article', { name: t(lng, 'admin:grantReport.title') });
  await expect(report.getByText(t(lng, 'admin:grantReport.period', { from: term.from, to: term.to }))).toBeVisible();
  const section = report.getByRole('region', { name, exact: true });
  await expect(
    section.getByText(
      t(lng, 'admin:grantReport.activitySummary', {
        sessions: expected.countedSessions,
        times: expected.participantTimes,
      }),
    ),
  ).toBeVisible();
  const sessionsTable = section.getByRole('table', { name: t(lng, 'admin:grantReport.sessionsOf', { name }) });
  for (const session of expected.sessions) {
    const row = sessionsTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name: session.day }) });
    await expect(row).toContainText(
      session.counts
        ? t(lng, 'admin:grantReport.countsYes', { number: session.counted })
        : t(lng, 'admin:grantReport.sessionReasons.tooFewParticipants'),
    );
  }
  const groups = section.getByRole('table', { name: t(lng, 'admin:grantReport.countedByGroupOf', { name }) });
  for (const [group, counts] of Object.entries(expected.byGroup)) {
    expect(await groupRow(groups, group), `counted in ${group}`).toEqual([counts.female, counts.male, counts.unknown]);
  }

  // The CSV the municipality gets says the same of the class's sessions.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: t(lng, 'admin:grantReport.download') }).click(),
  ]);
  const csv = (await (await download.createReadStream()).toArray()).join('');
  const lines = csv.split('\r\n').map((line) => line.split(';'));
  // A session's line: the class's name, then its day (its age-group lines follow the sessions').
  const sessionLines = lines.filter((cells) => cells[0] === `Lördagsklass ${word}` && /^\d{4}-/.test(cells[1] ?? ''));
  expect(sessionLines.map((cells) => [cells[1], cells[6], cells[8]])).toEqual(
    expected.sessions.map((session) => [session.day, session.counts ? 'yes' : 'no', String(session.counted)]),
  );

  // The printable report at its own address, from the tab's link: the class with its signature lines;
  // printed, the site's frame and the page's buttons are left out.
  await panel.getByRole('link', { name: t(lng, 'admin:grantReport.printable'), exact: true }).click();
  await expectPath(page, `/admingrantreport/${term.from}/${term.to}`);
  await expectPageTitle(page, lng, 'grantReportPrint');
  const printed = page.getByRole('article', { name: t(lng, 'admin:grantReport.title') });
  const printedClass = printed.getByRole('region', { name, exact: true });
  await expect(printedClass.getByText(t(lng, 'admin:grantReport.signature'), { exact: true })).toBeVisible();
  await expect(
    printed.getByText(t(lng, 'admin:grantReport.period', { from: term.from, to: term.to }), { exact: true }),
  ).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('button', { name: t(lng, 'admin:grantReport.print'), exact: true })).toBeHidden();
  await expect(printedClass.getByText(t(lng, 'admin:grantReport.signature'), { exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const figures = {
    familiesImported: GOOD_FAMILIES,
    familiesHeldBack: HELD_FAMILIES,
    rowsWithProblems: problemRows,
    sessionsTicked: ticked.length,
    sessionsCounting: expected.countedSessions,
    participantTimes: expected.participantTimes,
    countedByAgeGroup: Object.fromEntries(
      Object.entries(expected.byGroup).filter(([, counts]) => counts.female + counts.male + counts.unknown > 0),
    ),
    kidsBorn: kidBirthDays,
    ticked: ticked.map((session) => ({ day: session.day, present: session.present.length })),
  };
  await testInfo.attach('grant-walk-figures.json', {
    body: JSON.stringify(figures, null, 2),
    contentType: 'application/json',
  });
  testInfo.annotations.push({ type: 'figures', description: JSON.stringify(figures) });
});

import { expect } from '@playwright/test';
import { openAdminTab } from './helpers/admin-sections.ts';
import { signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectNothingPastTheEdges } from './helpers/layout.ts';
import { expectPageTitle, expectPath } from './helpers/page.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';

test('[ADMIN] the grant report: a half-year or chosen days, refused when back to front, downloaded, printable at its own address, at 320 px', async ({
  page,
}) => {
  // Two reports, a download, the printable page, axe scans and the print view in one walk.
  test.slow();
  const lng = 'en';
  await page.setViewportSize({ width: 320, height: 800 });
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  await expectPageTitle(page, lng, 'adminDashboard');
  const panel = await openAdminTab(page, lng, 'events', t(lng, 'admin:grantReport.tab'));

  // The half-year that ended last opens first.
  const report = panel.getByRole('article', { name: t(lng, 'admin:grantReport.title') });
  await expect(report).toBeVisible();
  await expect(report.getByText(t(lng, 'admin:grantReport.totals.countedSessions'), { exact: true })).toBeVisible();

  await panel.getByLabel(t(lng, 'admin:grantReport.half')).selectOption('custom');
  await panel.getByLabel(t(lng, 'admin:grantReport.from')).fill('2025-06-30');
  await panel.getByLabel(t(lng, 'admin:grantReport.to')).fill('2025-01-01');
  await panel.getByRole('button', { name: t(lng, 'admin:grantReport.show') }).click();
  await expect(panel.getByText(t(lng, 'admin:grantReport.periodErrors.periodOrder'))).toBeVisible();

  await panel.getByLabel(t(lng, 'admin:grantReport.from')).fill('2025-01-01');
  await panel.getByLabel(t(lng, 'admin:grantReport.to')).fill('2025-06-30');
  await panel.getByRole('button', { name: t(lng, 'admin:grantReport.show') }).click();
  const period = t(lng, 'admin:grantReport.period', { from: '2025-01-01', to: '2025-06-30' });
  await expect(report.getByText(period)).toBeVisible();
  await expect(
    report.getByRole('heading', { name: t(lng, 'admin:grantReport.members.title', { day: '2025-12-31' }) }),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: t(lng, 'admin:grantReport.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('grant-report-2025-01-01-2025-06-30.csv');

  await expectNothingPastTheEdges(page, 'the grant report at 320 px');
  await expectNoAxeViolationsOnceSettled(page);

  // The printable report at its own address, from the tab's link; printed, the report alone.
  await panel.getByRole('link', { name: t(lng, 'admin:grantReport.printable'), exact: true }).click();
  await expectPath(page, '/admingrantreport/2025-01-01/2025-06-30');
  await expectPageTitle(page, lng, 'grantReportPrint');
  const printable = page.getByRole('article', { name: t(lng, 'admin:grantReport.title') });
  await expect(printable.getByText(period)).toBeVisible();
  await expectNothingPastTheEdges(page, 'the printable report at 320 px');
  await expectNoAxeViolationsOnceSettled(page);
  await page.emulateMedia({ media: 'print' });
  await expect(printable.getByText(period)).toBeVisible();
  await expect(page.getByRole('button', { name: t(lng, 'admin:grantReport.print'), exact: true })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // A period the report refuses, typed into the address: the page says why and shows no report.
  await page.goto('/admingrantreport/2025-06-30/2025-01-01');
  await expectPageTitle(page, lng, 'grantReportPrint');
  await expect(page.getByText(t(lng, 'admin:grantReport.periodErrors.periodOrder'))).toBeVisible();
  await expect(page.getByRole('article', { name: t(lng, 'admin:grantReport.title') })).toHaveCount(0);
});

import { FINANCE_FIXED_YEAR } from '../../../shared/finance.ts';
import type { TFinanceAdminReport, TFinanceFigures } from '../../../shared/finance.schema.ts';
import type { TFinanceReport } from '../../../shared/board.ts';
import type { TDatabase } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import type { TAuditRepo } from '../audit/index.ts';
import type { TFinanceRepo, TFinanceRow } from './finance.repo.ts';

/** The association's published figures for its first reported year: seeded always, only when missing. */
export const FINANCE_2022 = { year: 2022, incomeSek: 58591, expenseSek: 67817, resultSek: -9225 } as const;

/** Where the finance rules run, made once per app: the cache of the public answers is cleared on every change. */
export type TFinanceContext = {
  db: TDatabase;
  cache: TTtlCache;
  repos: { finance: TFinanceRepo; audit: TAuditRepo };
};

export const notAvailable = () =>
  new HttpError(404, 'not_found', 'The report you are looking for is not available. Please contact the board members.');

const noReport = (year: number) =>
  new HttpError(404, 'no_report', `There is no finance report for FY ${year}: save its figures first.`, { year });
const fixedYear = () =>
  new HttpError(
    409,
    'fixed_year',
    `The FY ${FINANCE_FIXED_YEAR} figures are the published ones and stay as they are; only its PDF may change.`,
  );
export function adminReport(row: TFinanceRow): TFinanceAdminReport {
  return { ...row, hasPdf: row.pdfBytes !== null, fixed: row.year === FINANCE_FIXED_YEAR };
}

function changesFixedYear(year: number, figures: TFinanceFigures): boolean {
  if (year !== FINANCE_FIXED_YEAR) return false;
  return (
    !figures.published ||
    figures.incomeSek !== FINANCE_2022.incomeSek ||
    figures.expenseSek !== FINANCE_2022.expenseSek ||
    figures.resultSek !== FINANCE_2022.resultSek
  );
}

const savedReport = ({ year, incomeSek, expenseSek, resultSek, pdfBytes }: TFinanceRow) => ({
  year,
  incomeSek,
  expenseSek,
  resultSek,
  hasPdf: pdfBytes !== null,
});

/** A published year's report for everyone, from the cache; 404 for a year not published. */
export async function publishedReport({ repos, cache }: TFinanceContext, year: number): Promise<TFinanceReport> {
  const report = await cache.get(`finance:${year}`, async () => {
    const row = await repos.finance.findByYear(year);
    return row?.published ? savedReport(row) : null;
  });
  if (!report) throw notAvailable();
  return report;
}

/** The PDF of a published year; not cached in the process: a report may be megabytes, fetched rarely. */
export async function publishedPdf({ repos }: TFinanceContext, year: number): Promise<Buffer> {
  const pdf = await repos.finance.findPublishedPdf(year);
  if (!pdf) throw notAvailable();
  return Buffer.from(pdf);
}

export async function adminReports({ repos }: TFinanceContext): Promise<TFinanceAdminReport[]> {
  return (await repos.finance.listAll()).map(adminReport);
}

/** Sets a year's figures; the fixed year's published figures stay as they are. Audit-logged. */
export async function saveFigures(
  { db, cache, repos }: TFinanceContext,
  actorId: number,
  year: number,
  figures: TFinanceFigures,
) {
  if (changesFixedYear(year, figures)) throw fixedYear();
  const row = await db.transaction(async (tx) => {
    const saved = await repos.finance.upsertFigures(year, figures, tx);
    await repos.audit.record(
      { actorId, action: 'finance.update', target: `finance:${year}`, details: { year, ...figures } },
      tx,
    );
    return saved;
  });
  cache.invalidate();
  return savedReport(row);
}

/** Removes a year's report and its PDF; the fixed year stays. Audit-logged. */
export async function removeReport({ db, cache, repos }: TFinanceContext, actorId: number, year: number) {
  if (year === FINANCE_FIXED_YEAR) throw fixedYear();
  await db.transaction(async (tx) => {
    if (!(await repos.finance.remove(year, tx))) throw noReport(year);
    await repos.audit.record({ actorId, action: 'finance.delete', target: `finance:${year}` }, tx);
  });
  cache.invalidate();
}

/** Stores (pdf) or removes (null) the PDF of a year that has figures. Audit-logged. */
export async function setReportPdf(
  { db, cache, repos }: TFinanceContext,
  actorId: number,
  year: number,
  pdf: Buffer | null,
): Promise<TFinanceAdminReport> {
  const row = await db.transaction(async (tx) => {
    if (!(await repos.finance.setPdf(year, pdf, tx))) throw noReport(year);
    const entry = pdf
      ? { actorId, action: 'finance.pdf', target: `finance:${year}`, details: { bytes: pdf.length } }
      : { actorId, action: 'finance.pdfDelete', target: `finance:${year}` };
    await repos.audit.record(entry, tx);
    return repos.finance.findByYear(year, tx);
  });
  cache.invalidate();
  if (!row) throw noReport(year);
  return adminReport(row);
}

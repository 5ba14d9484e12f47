import type { TDatabase } from '../db/client.ts';
import { createFinanceRepo } from '../modules/finance/finance.repo.ts';
import { FINANCE_2022 } from '../modules/finance/finance.service.ts';

/** The association's published figures for FY 2022: seeded always, only when missing. */
export async function seedFinanceReports(db: TDatabase): Promise<void> {
  await createFinanceRepo(db).insertPublishedIfMissing(FINANCE_2022);
}

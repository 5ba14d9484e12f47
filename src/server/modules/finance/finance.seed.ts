import type { TDatabase } from '../../db/client.ts';
import { financeReports } from '../../db/schema.ts';

/** The association's published figure for FY 2022 (SPEC section 9); seeded always, only when missing. */
export const FINANCE_2022 = { year: 2022, incomeSek: 58591, expenseSek: 67817, resultSek: -9225 } as const;

export async function seedFinanceReports(db: TDatabase): Promise<void> {
  await db
    .insert(financeReports)
    .values({ ...FINANCE_2022, published: true })
    .onConflictDoNothing({ target: financeReports.year });
}

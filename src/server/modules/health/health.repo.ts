import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client.ts';

export type THealthRepo = ReturnType<typeof createHealthRepo>;

/** The one query of the health check: a round trip that proves the database answers. */
export function createHealthRepo(db: TDatabase) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

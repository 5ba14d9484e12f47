import { BOARD_YEARS, isBoardPosition, type TBoardAnswer, type TBoardPosition } from '../../../shared/board.ts';
import type { TBoardAdminMember } from '../../../shared/board-member.schema.ts';
import type { TDatabase } from '../../db/client.ts';
import { createBoardRepo, type TBoardRow } from './board.repo.ts';

const portraitOf = (row: TBoardRow) => (row.portraitHash ? `${row.portraitHash}.webp` : null);

/**
 * Groups the rows by financial year, newest first: always FY 2025 down to FY 2021,
 * plus any other year an admin has entered members for (a new board gets its tab). Members in the
 * board's order.
 */
export function boardAnswer(rows: TBoardRow[]): TBoardAnswer {
  const years = [...new Set<number>([...BOARD_YEARS, ...rows.map((row) => row.financialYear)])].sort((a, b) => b - a);
  return {
    years: years.map((financialYear) => ({
      financialYear,
      members: rows
        .filter((row) => row.financialYear === financialYear && isBoardPosition(row.position))
        .map((row) => ({
          id: row.id,
          nameEn: row.nameEn,
          nameTa: row.nameTa,
          position: row.position as TBoardPosition,
          portrait: portraitOf(row),
        })),
    })),
  };
}

/** GET /api/content/board: the board per financial year, as everyone sees it. */
export async function publicBoard(db: TDatabase): Promise<TBoardAnswer> {
  return boardAnswer(await createBoardRepo(db).listAll());
}

/** A row as the admin's list shows it; a position no longer known is dropped as on the public page. */
export function boardAdminMember(row: TBoardRow): TBoardAdminMember | null {
  if (!isBoardPosition(row.position)) return null;
  return {
    id: row.id,
    financialYear: row.financialYear,
    nameEn: row.nameEn,
    nameTa: row.nameTa,
    position: row.position,
    sortOrder: row.sortOrder,
    portrait: portraitOf(row),
  };
}

import { BOARD_YEARS, isBoardPosition, type TBoardAnswer, type TBoardPosition } from '../../../shared/board.ts';
import type { TBoardRow } from './board.repo.ts';

/** Groups the rows by financial year, FY 2025 down to FY 2021; members in position order. */
export function boardAnswer(rows: TBoardRow[]): TBoardAnswer {
  return {
    years: BOARD_YEARS.map((financialYear) => ({
      financialYear,
      members: rows
        .filter((row) => row.financialYear === financialYear && isBoardPosition(row.position))
        .map((row) => ({
          id: row.id,
          nameEn: row.nameEn,
          nameTa: row.nameTa,
          position: row.position as TBoardPosition,
          portrait: row.portraitHash ? `${row.portraitHash}.webp` : null,
        })),
    })),
  };
}

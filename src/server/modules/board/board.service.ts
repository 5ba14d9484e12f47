import { BOARD_YEARS, isBoardPosition, type TBoardAnswer, type TBoardPosition } from '../../../shared/board.ts';
import { ZBoardAnswer } from '../../../shared/board.schema.ts';
import type { TBoardAdminMember } from '../../../shared/board-member.schema.ts';
import type { TDatabase } from '../../db/client.ts';
import { toJsonAnswer, type TJsonAnswer } from '../../http/json-answer.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import type { TAuditRepo } from '../audit/index.ts';
import type { TImagesRepo } from '../images/index.ts';
import type { TBoardRepo, TBoardRow } from './board.repo.ts';

/** What the board's rules run on, made once per app: the public answer's cache is cleared by every change. */
export type TBoardContext = {
  db: TDatabase;
  cache: TTtlCache;
  repos: { board: TBoardRepo; images: TImagesRepo; audit: TAuditRepo };
};

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

/** The public board as data, for a server-rendered page's loader. */
export async function publicBoardData({ repos }: TBoardContext): Promise<TBoardAnswer> {
  return boardAnswer(await repos.board.listAll());
}

/** The public board, serialized once per cache fill. */
export async function publicBoard(context: TBoardContext): Promise<TJsonAnswer> {
  return context.cache.get('board:json', async () => toJsonAnswer(ZBoardAnswer, await publicBoardData(context)));
}

export async function adminBoard({ repos }: TBoardContext): Promise<TBoardAdminMember[]> {
  return (await repos.board.listAll()).flatMap((row) => {
    const member = boardAdminMember(row);
    return member ? [member] : [];
  });
}

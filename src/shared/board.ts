/** Board and finance content shared by the API and the pages. No zod here: the web imports it. */

export const BOARD_POSITIONS = [
  'president',
  'secretary',
  'treasurer',
  'jointSecretary',
  'culturalSecretary',
  'sportsSecretary',
  'culturalAndSportsSecretary',
  'relationshipAndCommunicationSecretary',
] as const;

export type TBoardPosition = (typeof BOARD_POSITIONS)[number];

/** The board's financial years, newest first: FY 2021 to FY 2025. */
export const BOARD_YEARS = [2025, 2024, 2023, 2022, 2021] as const;

export type TBoardMember = {
  id: number;
  nameEn: string;
  nameTa: string;
  position: TBoardPosition;
  /** `<hash>.webp`, served under /api/events/Image; null without a portrait. */
  portrait: string | null;
};

export type TBoardYear = { financialYear: number; members: TBoardMember[] };
export type TBoardAnswer = { years: TBoardYear[] };

export type TFinanceReport = {
  year: number;
  incomeSek: number;
  expenseSek: number;
  resultSek: number;
  hasPdf: boolean;
};

export function isBoardPosition(value: string): value is TBoardPosition {
  return (BOARD_POSITIONS as readonly string[]).includes(value);
}

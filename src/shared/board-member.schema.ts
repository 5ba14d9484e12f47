import { z } from 'zod';
import { BOARD_POSITIONS } from './board.ts';
import { zRule } from './validation/zod-rules.ts';

/** Limits of a board member's fields; the years are wide enough for every board to come. */
export const BOARD_MEMBER_LIMITS = { name: 100, yearMin: 2000, yearMax: 2100, sortOrderMax: 99 } as const;

/** Control characters other than spaces have no place in a name shown on the public page. */
const hasControlCharacters = (text: string) => [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

const zName = zRule(['mandatory'], BOARD_MEMBER_LIMITS.name).pipe(
  z
    .string()
    .trim()
    .max(BOARD_MEMBER_LIMITS.name, 'valueInvalid')
    .refine((text) => !hasControlCharacters(text), 'valueInvalid'),
);

/** Forms and multipart bodies send numbers as text: digits become a number, anything else stays to be refused. */
const digitsToNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d{1,6}$/.test(text) ? Number(text) : value;
};

const missingOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === '' ? 'mandatory' : 'valueInvalid';

/**
 * A board member as the admin form and POST/PUT /api/admin/board take it (the portrait travels
 * apart: a file part or a data URL). Issue messages are validation catalog keys.
 */
export const ZBoardMemberFields = z.object({
  financialYear: z.preprocess(
    digitsToNumber,
    z
      .number({ error: missingOrInvalid })
      .int('valueInvalid')
      .min(BOARD_MEMBER_LIMITS.yearMin, 'valueInvalid')
      .max(BOARD_MEMBER_LIMITS.yearMax, 'valueInvalid'),
  ),
  nameEn: zName,
  nameTa: zName,
  position: z.enum(BOARD_POSITIONS, { error: missingOrInvalid }),
  sortOrder: z.preprocess(
    digitsToNumber,
    z
      .number({ error: 'valueInvalid' })
      .int('valueInvalid')
      .min(0, 'valueInvalid')
      .max(BOARD_MEMBER_LIMITS.sortOrderMax, 'valueInvalid')
      .default(0),
  ),
});

export type TBoardMemberFields = z.infer<typeof ZBoardMemberFields>;
export type TBoardMemberField = keyof TBoardMemberFields;

/** One row of GET /api/admin/board: every year, with the order the public page uses. */
export const ZBoardAdminMember = z.object({
  id: z.number().int(),
  financialYear: z.number().int(),
  nameEn: z.string(),
  nameTa: z.string(),
  position: z.enum(BOARD_POSITIONS),
  sortOrder: z.number().int(),
  /** `<hash>.webp` under /api/events/Image, or null. */
  portrait: z.string().nullable(),
});

export type TBoardAdminMember = z.infer<typeof ZBoardAdminMember>;
export const ZBoardAdminMembers = z.array(ZBoardAdminMember);

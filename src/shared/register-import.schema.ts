import { z } from 'zod';
import { FINANCE_LIMITS } from './finance.schema.ts';
import { ZLanguage } from './language-schema.ts';

/** A register of a few hundred families is far below this; a larger file is refused before it is read. */
export const REGISTER_MAX_BYTES = 2 * 1024 * 1024;
/** The most people one file may list (the association has a few hundred). */
export const REGISTER_MAX_ROWS = 2000;
/** How long an imported adult's invitation link works: long enough to find the mail after a holiday. */
export const INVITATION_TTL_DAYS = 14;

/** The columns the board maps; a register without a household column is grouped by address. */
export const REGISTER_FIELDS = [
  'firstName',
  'lastName',
  'personalNumber',
  'email',
  'phone',
  'street',
  'postalCode',
  'city',
  'household',
] as const;
export type TRegisterField = (typeof REGISTER_FIELDS)[number];
/** Without these a row cannot be judged at all. */
export const REQUIRED_REGISTER_FIELDS = ['firstName', 'lastName', 'personalNumber'] as const;

const MAX_COLUMNS = 200;
const zColumn = z.number().int().min(0).max(MAX_COLUMNS).nullable();

/** For each field, the file's column (0-based) it is read from, or null when the file has none. */
export const ZRegisterMapping = z
  .object(
    Object.fromEntries(REGISTER_FIELDS.map((field) => [field, zColumn])) as Record<TRegisterField, typeof zColumn>,
  )
  .strict()
  .refine((mapping) => REQUIRED_REGISTER_FIELDS.every((field) => mapping[field] !== null), {
    error: 'mandatory',
  });
export type TRegisterMapping = z.infer<typeof ZRegisterMapping>;

/** What can be wrong with one row; any of them keeps the row's whole household out of the import. */
export const ROW_PROBLEMS = [
  'nameMissing',
  'personnummerMissing',
  'personnummerFormat',
  'personnummerCheckDigit',
  'emailInvalid',
  'adultWithoutEmail',
  'memberPersonnummer',
  'memberEmail',
  'rowPersonnummer',
  'rowEmail',
  'householdNoAdult',
  'householdTooManyAdults',
  'householdTooManyKids',
] as const;
export type TRowProblem = (typeof ROW_PROBLEMS)[number];

export const ZRegisterRow = z.object({
  /** The line of the file (the header is line 1 of its sheet). */
  line: z.number().int(),
  household: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  personalNumber: z.string(),
  email: z.string().nullable(),
  kind: z.enum(['adult', 'kid', 'unknown']),
  problems: z.array(z.enum(ROW_PROBLEMS)),
  /** A kid's e-mail is not kept (children have no sign-in): said, not blocking. */
  emailDropped: z.boolean(),
  /** The row and every other row of its household are free of problems: it is imported. */
  importable: z.boolean(),
});
export type TRegisterRow = z.infer<typeof ZRegisterRow>;

export const ZRegisterPreview = z.object({
  headers: z.array(z.string()),
  mapping: z.object(
    Object.fromEntries(REGISTER_FIELDS.map((field) => [field, zColumn])) as Record<TRegisterField, typeof zColumn>,
  ),
  /** False when the file's columns could not all be found: the board maps them, nothing is judged yet. */
  mapped: z.boolean(),
  rows: z.array(ZRegisterRow),
  households: z.object({ good: z.number().int(), withProblems: z.number().int() }),
  people: z.object({ good: z.number().int(), withProblems: z.number().int() }),
});
export type TRegisterPreview = z.infer<typeof ZRegisterPreview>;

/** The choices sent with the file when importing it. */
export const ZRegisterImportChoice = z.object({
  year: z.coerce.number().int().min(FINANCE_LIMITS.yearMin).max(FINANCE_LIMITS.yearMax),
  language: ZLanguage,
});
export type TRegisterImportChoice = z.infer<typeof ZRegisterImportChoice>;

export const ZRegisterImportResult = z.object({
  importId: z.number().int(),
  families: z.number().int(),
  people: z.number().int(),
  invitations: z.number().int(),
  /** Adults whose address had had enough of our mail for now: no invitation went (they can ask for a reset link). */
  invitationsHeld: z.number().int(),
});
export type TRegisterImportResult = z.infer<typeof ZRegisterImportResult>;

export const ZRegisterImportSummary = z.object({
  id: z.number().int(),
  fileName: z.string(),
  year: z.number().int(),
  familyCount: z.number().int(),
  personCount: z.number().int(),
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
  /** Nobody it made has signed in or activated an account yet. */
  canUndo: z.boolean(),
});
export const ZRegisterImportList = z.object({ imports: z.array(ZRegisterImportSummary) });
export type TRegisterImportList = z.infer<typeof ZRegisterImportList>;

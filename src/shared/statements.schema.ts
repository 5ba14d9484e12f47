import { z } from 'zod';

/** What a confirmed statement line was money for: the year in figures sums by these. */
export const STATEMENT_CATEGORIES = ['membership', 'tickets', 'donation', 'grant', 'other'] as const;
export type TStatementCategory = (typeof STATEMENT_CATEGORIES)[number];
/** The categories the board may put a line in by hand when it is not about members. */
export const OTHER_CATEGORIES = ['donation', 'grant', 'other'] as const;

export const STATEMENT_FORMATS = ['bank-csv', 'swish-csv', 'camt053'] as const;
export type TStatementFormat = (typeof STATEMENT_FORMATS)[number];

/** Largest statement file taken: a year of a small association's account is far below it. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

export const MATCH_CERTAINTIES = ['certain', 'suggested', 'unmatched'] as const;
/** Why a line matched as it did; each has a text in the statements catalog. */
export const MATCH_REASONS = [
  'renewal_message',
  'renewal_some_members',
  'renewal_one_number',
  'renewal_no_year',
  'booking_message',
  'amount_and_name',
  'amount_only',
  'no_match',
  'outgoing',
] as const;
/** How the money compares with what was owed. */
export const PAYMENT_KINDS = ['exact', 'partial', 'over', 'double'] as const;

/** A column of the file by its place; the board chooses it from the header cells. */
const ZColumn = z.number({ error: 'mandatory' }).int().min(0).max(50);

/** Which column of a CSV the server did not recognise is which: the mapping form and the import both check it. */
export const ZColumnMapping = z.object({
  date: ZColumn,
  amount: ZColumn,
  text: z.array(ZColumn).min(1, 'mandatory').max(5),
  payer: ZColumn.nullable(),
});
export type TColumnMapping = z.infer<typeof ZColumnMapping>;

/**
 * The statement upload form: a file is chosen (`prepare` gives its name). The file itself is the
 * server's to judge (its size, format and lines), as the import route's file part.
 */
export const ZStatementUpload = z.object({ statement: z.string().min(1, 'noFile') });
export type TStatementUpload = z.infer<typeof ZStatementUpload>;

export const ZStatementTarget = z.object({
  familyNumber: z.string(),
  familyName: z.string(),
  membershipIds: z.array(z.number().int()),
  givenIds: z.array(z.string()),
  bookingId: z.number().int().nullable(),
  eventId: z.number().int().nullable(),
  owedOre: z.number().int(),
});
export type TStatementTarget = z.infer<typeof ZStatementTarget>;

export const ZStatementLine = z.object({
  id: z.number().int(),
  bookedOn: z.string(),
  amountOre: z.number().int(),
  text: z.string(),
  payer: z.string(),
  financialYear: z.number().int(),
  status: z.enum(['open', 'confirmed']),
  category: z.enum(STATEMENT_CATEGORIES).nullable(),
  certainty: z.enum(MATCH_CERTAINTIES),
  reason: z.enum(MATCH_REASONS),
  payment: z.enum(PAYMENT_KINDS).nullable(),
  kind: z.enum(['renewal', 'booking']).nullable(),
  targets: z.array(ZStatementTarget),
  yearClosed: z.boolean(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

export const ZStatementLines = z.object({ lines: z.array(ZStatementLine) });
export type TStatementLines = z.infer<typeof ZStatementLines>;

export const ZStatementImportResult = z.object({
  format: z.enum(STATEMENT_FORMATS),
  read: z.number().int(),
  added: z.number().int(),
});
export type TStatementImportResult = z.infer<typeof ZStatementImportResult>;

export const ZConfirmAnswer = z.object({ confirmed: z.number().int() });

/** By hand: the line paid this family's renewal (a line's "put on a family" form). */
export const ZAssignFamily = z.object({
  familyNumber: z
    .string()
    .trim()
    .min(1, 'mandatory')
    .regex(/^\d{1,4}$/, 'valueInvalid'),
});
export type TAssignFamily = z.infer<typeof ZAssignFamily>;

/** By hand: the line is not about members (a line's "give a category" form). */
export const ZAssignCategory = z.object({ category: z.enum(OTHER_CATEGORIES, { error: 'mandatory' }) });
export type TAssignCategory = z.infer<typeof ZAssignCategory>;

/** What the assign route takes: either of the line's two forms. */
export const ZAssignLine = z.union([ZAssignFamily, ZAssignCategory]);
export type TAssignLine = z.infer<typeof ZAssignLine>;

export const ZYearFigures = z.object({
  year: z.number().int(),
  closed: z.boolean(),
  incomeOre: z.number().int(),
  expenseOre: z.number().int(),
  byCategory: z.array(
    z.object({
      category: z.enum(STATEMENT_CATEGORIES),
      eventId: z.number().int().nullable(),
      eventTitle: z.string().nullable(),
      amountOre: z.number().int(),
    }),
  ),
  owedRenewals: z.array(
    z.object({
      familyNumber: z.string(),
      familyName: z.string(),
      givenIds: z.array(z.string()),
      owedOre: z.number().int(),
    }),
  ),
  owedBookings: z.array(
    z.object({
      bookingId: z.number().int(),
      eventTitle: z.string(),
      familyName: z.string(),
      owedOre: z.number().int(),
    }),
  ),
  openLines: z.number().int(),
});
export type TYearFigures = z.infer<typeof ZYearFigures>;

export const ZReminderAnswer = z.object({ sent: z.number().int() });

/** The finance report draft started from a year's figures. */
export const ZFinanceDraftAnswer = z.object({
  year: z.number().int(),
  incomeSek: z.number().int(),
  expenseSek: z.number().int(),
  resultSek: z.number().int(),
  hasPdf: z.boolean(),
});

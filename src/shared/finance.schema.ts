import { z } from 'zod';

export const FINANCE_LIMITS = { yearMin: 2000, yearMax: 2100, sek: 100_000_000 } as const;

/** Form inputs send amounts as text: a whole number (a loss with a minus) becomes a number. */
const textToNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value
    .trim()
    .replace(/\s/g, '')
    .replace(/^\u2212/, '-');
  if (text === '') return undefined;
  return /^-?\d{1,9}$/.test(text) ? Number(text) : value;
};

const zSek = z.preprocess(
  textToNumber,
  z
    .number({ error: (issue) => (issue.input === undefined ? 'mandatory' : 'valueInvalid') })
    .int('valueInvalid')
    .min(-FINANCE_LIMITS.sek, 'valueInvalid')
    .max(FINANCE_LIMITS.sek, 'valueInvalid'),
);

/** PUT /api/admin/finance/{year}: a year's figures, shared by the admin form and the server. */
export const ZFinanceFigures = z.strictObject({
  incomeSek: zSek,
  expenseSek: zSek,
  resultSek: zSek,
  published: z.boolean({ error: 'valueInvalid' }).default(true),
});

export type TFinanceFigures = z.infer<typeof ZFinanceFigures>;
export type TFinanceFigureField = Exclude<keyof TFinanceFigures, 'published'>;

/** A year a report may be kept for; the form and the path parameter agree on it. */
export const ZFinanceYear = z.preprocess(
  textToNumber,
  z
    .number({ error: (issue) => (issue.input === undefined ? 'mandatory' : 'valueInvalid') })
    .int('valueInvalid')
    .min(FINANCE_LIMITS.yearMin, 'valueInvalid')
    .max(FINANCE_LIMITS.yearMax, 'valueInvalid'),
);

/** The board's report form: the year (the path's parameter) and its figures (the body of the PUT). */
export const ZFinanceReportFields = ZFinanceFigures.extend({ year: ZFinanceYear });
export type TFinanceReportFields = z.infer<typeof ZFinanceReportFields>;

/** The form of a year whose figures are fixed (FY 2022): only its PDF changes, so only the year is checked. */
export const ZFinanceFixedReportFields = z.strictObject({ year: ZFinanceYear });
export type TFinanceFixedReportFields = z.infer<typeof ZFinanceFixedReportFields>;

/** One row of GET /api/admin/finance. */
export const ZFinanceAdminReport = z.object({
  year: z.number().int(),
  incomeSek: z.number().int(),
  expenseSek: z.number().int(),
  resultSek: z.number().int(),
  published: z.boolean(),
  hasPdf: z.boolean(),
  /** Size of the stored PDF, or null without one. */
  pdfBytes: z.number().int().nullable(),
  /** FY 2022: figures fixed as published, never unpublished or deleted. */
  fixed: z.boolean(),
});

export type TFinanceAdminReport = z.infer<typeof ZFinanceAdminReport>;

/** GET /api/content/finance/{year} (published years only), and the answer of saving a year's figures. */
export const ZFinanceReport = z.object({
  year: z.number().int(),
  incomeSek: z.number().int(),
  expenseSek: z.number().int(),
  resultSek: z.number().int(),
  hasPdf: z.boolean(),
});
export const ZFinanceAdminReports = z.array(ZFinanceAdminReport);

/** Finance reports beyond the figures (PDFs, the fixed year); no zod here: the public finance page imports it. */

/** The uploaded report: a PDF, recognised by its first bytes, of at most this size. */
export const FINANCE_PDF_MAX_BYTES = 10 * 1024 * 1024;
export const FINANCE_PDF_MAGIC = '%PDF-';

/** FY 2022's figures are fixed: they stay published as given; only its PDF may change. */
export const FINANCE_FIXED_YEAR = 2022;

/** Where the public finance page links the PDF of a year. */
export function financePdfUrl(year: number): string {
  return `/api/content/finance/${year}/report.pdf`;
}

/** True when the bytes begin like a PDF file does. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return [...FINANCE_PDF_MAGIC].every((character, index) => bytes[index] === character.charCodeAt(0));
}

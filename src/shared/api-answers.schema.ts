import { z } from 'zod';

/** Answers many routes share: no content (204), a plain text, a bare acknowledgement. */
export const ZNoContent = z.null();
export const ZPlainText = z.string();
export const ZOk = z.object({ ok: z.literal(true) });

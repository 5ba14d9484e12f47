import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages.ts';

/** The same list as a zod enum, for the server's schemas and the forms. */
export const ZLanguage = z.enum(SUPPORTED_LANGUAGES);

/**
 * `?lang=` of a public read. Any value is taken, and one that is not ours reads as Tamil
 * (toLanguage): a link with an old or mistyped language still shows the page.
 */
export const ZLanguageQuery = z.object({ lang: z.string().optional() });

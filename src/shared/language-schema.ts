import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages.ts';

/** The same list as a zod enum, for the server's schemas and the forms. */
export const ZLanguage = z.enum(SUPPORTED_LANGUAGES);

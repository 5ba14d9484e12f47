import type { TFieldErrorKeys } from '../../lib/field-errors.ts';

/** Field name or path (as the shared schema names it, e.g. texts.en.title) -> key of the validation catalog. */
export type TErrors = TFieldErrorKeys;

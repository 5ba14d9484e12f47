import type { i18n as TI18n } from 'i18next';
import { knownRefusalText } from '../../lib/server-refusal.ts';

/**
 * The server's reason for a refused action, in the reader's language: the admin catalog's text for
 * the answer's code; null when there is none (the caller then says only that it did not work).
 */
export function actionErrorReason(error: unknown, i18n: TI18n): string | null {
  return knownRefusalText(i18n, 'admin', error);
}

import type { TFunction } from 'i18next';
import { serverRefusal } from '../../../lib/server-refusal.ts';

/** A refusal without field errors (closed, full): its code's text, or the general failure. */
export function refusalText(t: TFunction, error: unknown): string {
  const refusal = serverRefusal(error);
  return refusal ? t([`serverErrors.${refusal.code}`, 'form.failed'], refusal.params) : t('form.failed');
}

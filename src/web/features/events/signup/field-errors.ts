import type { i18n as TI18n, TFunction } from 'i18next';
import { serverRefusal } from '../../../lib/server-refusal.ts';

type TIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** Field name -> error key (the shared schema's message, or the server's `fields`); the first wins. */
export type TFieldErrorKeys = Record<string, string>;

export function issuesToErrorKeys(issues: readonly TIssue[]): TFieldErrorKeys {
  const errors: TFieldErrorKeys = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/** The `fields` of a 400 answer, when the server sent them. */
export function serverErrorKeys(error: unknown): TFieldErrorKeys {
  const data = (error as { data?: { fields?: unknown } } | null)?.data;
  const fields = data?.fields;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return {};
  const errors: TFieldErrorKeys = {};
  for (const [path, value] of Object.entries(fields)) {
    if (typeof value === 'string') errors[path.replace(/^body\./, '').split('.')[0] ?? path] = value;
  }
  return errors;
}

/**
 * The text of an error key: this feature's own refusal texts first, then the shared validation
 * texts; a zod default message (never meant for readers) becomes "invalid input".
 */
export function errorText(i18n: TI18n, key: string): string {
  if (i18n.exists(`bookings:serverErrors.${key}`)) return i18n.t(`bookings:serverErrors.${key}`);
  return i18n.t(`validation:${i18n.exists(`validation:${key}`) ? key : 'valueInvalid'}`);
}

/** A refusal without field errors (closed, full): its code's text, or the general failure. */
export function refusalText(t: TFunction, error: unknown): string {
  const refusal = serverRefusal(error);
  return refusal ? t([`serverErrors.${refusal.code}`, 'form.failed'], refusal.params) : t('form.failed');
}

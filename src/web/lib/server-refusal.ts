import type { i18n as TI18n, TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/** A JSON error answer as the server sends it: a code, English for logs, and values for the text. */
export type TServerRefusal = { code: string; params: Record<string, string | number> };

export function serverRefusal(error: unknown): TServerRefusal | null {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return null;
  const { error: code, params } = error.data as { error?: unknown; params?: unknown };
  if (typeof code !== 'string' || code === '') return null;
  const values: Record<string, string | number> = {};
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    }
  }
  return { code, params: values };
}

/**
 * What a refused call says to the reader, in their language: the text of its code under
 * `serverErrors` in the namespace `t` reads, else the caller's own fallback text. The server's
 * English `message` is never shown: it is there for logs and for API users. `values` are what the
 * page words itself (a year as the page labels it), over the server's params of the same name.
 */
export function serverRefusalText(
  t: TFunction,
  error: unknown,
  fallbackKey: string,
  values: Record<string, string | number> = {},
): string {
  const refusal = serverRefusal(error);
  if (!refusal) return t(fallbackKey, values);
  return t([`serverErrors.${refusal.code}`, fallbackKey], { ...refusal.params, ...values });
}

/** The text of the refusal's code in `namespace`, or null when that namespace has none for it. */
export function knownRefusalText(i18n: TI18n, namespace: string, error: unknown): string | null {
  const refusal = serverRefusal(error);
  if (!refusal) return null;
  const key = `${namespace}:serverErrors.${refusal.code}`;
  return i18n.exists(key) ? i18n.t(key, refusal.params) : null;
}

import type { TFunction } from 'i18next';
import { serverRefusalText } from '../../lib/server-refusal.ts';

/**
 * The alert of a failed call in the reader's language, split on newlines as the renewal dialog
 * shows it: the text of the server's code, else the fallback text.
 */
export function alertLines(
  t: TFunction,
  error: unknown,
  fallbackKey: string,
  values: Record<string, string | number> = {},
): string[] {
  return serverRefusalText(t, error, fallbackKey, values).split('\n');
}

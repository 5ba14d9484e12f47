import { useStoredValue, writeStorage } from './browser-storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import {
  allowsAnalytics,
  ANALYTICAL_CONSENT_KEY,
  cookieChoiceEntries,
  toCookieConsent,
  type TCookieConsent,
} from './stored-cookie-choice.ts';

/** The choice is kept as 'All' or 'Custom'; with Custom, whether analytics is allowed. */
export function useCookieConsent(): { choice: TCookieConsent | null; analytical: boolean } {
  const choice = toCookieConsent(useStoredValue(STORAGE_KEYS.cookieConsent));
  const analytical = useStoredValue(ANALYTICAL_CONSENT_KEY);
  return { choice, analytical: allowsAnalytics(choice, analytical) };
}

export function saveCookieConsent(choice: TCookieConsent, analytical: boolean) {
  for (const [key, value] of cookieChoiceEntries(choice, analytical)) writeStorage(key, value);
}

import { useStoredValue, writeStorage } from './browser-storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** SPEC section 1: the choice is kept as 'All' or 'Custom'; with Custom, whether analytics is allowed. */
export type TCookieConsent = 'All' | 'Custom';
const ANALYTICAL_KEY = `${STORAGE_KEYS.cookieConsent}Analytical`;

export function useCookieConsent(): { choice: TCookieConsent | null; analytical: boolean } {
  const choice = useStoredValue(STORAGE_KEYS.cookieConsent);
  const analytical = useStoredValue(ANALYTICAL_KEY);
  const known = choice === 'All' || choice === 'Custom' ? choice : null;
  return { choice: known, analytical: known === 'All' || (known === 'Custom' && analytical === 'true') };
}

export function saveCookieConsent(choice: TCookieConsent, analytical: boolean) {
  writeStorage(ANALYTICAL_KEY, choice === 'All' || analytical ? 'true' : 'false');
  writeStorage(STORAGE_KEYS.cookieConsent, choice);
}

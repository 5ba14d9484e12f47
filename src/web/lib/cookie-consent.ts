import { readStorage, useStoredValue, writeStorage } from './browser-storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** The choice is kept as 'All' or 'Custom'; with Custom, whether analytics is allowed. */
export type TCookieConsent = 'All' | 'Custom';
const ANALYTICAL_KEY = `${STORAGE_KEYS.cookieConsent}Analytical`;

export function useCookieConsent(): { choice: TCookieConsent | null; analytical: boolean } {
  const choice = useStoredValue(STORAGE_KEYS.cookieConsent);
  const analytical = useStoredValue(ANALYTICAL_KEY);
  const known = choice === 'All' || choice === 'Custom' ? choice : null;
  return { choice: known, analytical: known === 'All' || (known === 'Custom' && analytical === 'true') };
}

/** The stored choice read at this moment, for effects (not render): whether analytics may run now. */
export function analyticalConsentGiven(): boolean {
  const choice = readStorage(STORAGE_KEYS.cookieConsent);
  return choice === 'All' || (choice === 'Custom' && readStorage(ANALYTICAL_KEY) === 'true');
}

export function saveCookieConsent(choice: TCookieConsent, analytical: boolean) {
  writeStorage(ANALYTICAL_KEY, choice === 'All' || analytical ? 'true' : 'false');
  writeStorage(STORAGE_KEYS.cookieConsent, choice);
}

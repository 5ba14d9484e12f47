import { readStorage } from './read-storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * The cookie choice as stored, read at this moment: for effects and the entry script, never for a
 * render (the server knows nothing of it). Free of React, so the entry reads it before the app loads.
 */
export type TCookieConsent = 'All' | 'Custom';
export const ANALYTICAL_CONSENT_KEY = `${STORAGE_KEYS.cookieConsent}Analytical`;

export function toCookieConsent(value: string | null): TCookieConsent | null {
  return value === 'All' || value === 'Custom' ? value : null;
}

export function storedCookieChoice(): TCookieConsent | null {
  return toCookieConsent(readStorage(STORAGE_KEYS.cookieConsent));
}

/** Analytics is allowed with 'All', or 'Custom' with the analytical box ticked (stored as 'true'). */
export function allowsAnalytics(choice: TCookieConsent | null, analytical: string | null): boolean {
  return choice === 'All' || (choice === 'Custom' && analytical === 'true');
}

/**
 * What a choice stores, in this order (the choice itself last: whoever reads it finds the analytical
 * answer already there). The app and the entry script (a choice made before the app) store it alike.
 */
export function cookieChoiceEntries(choice: TCookieConsent, analytical: boolean): [string, string][] {
  return [
    [ANALYTICAL_CONSENT_KEY, choice === 'All' || analytical ? 'true' : 'false'],
    [STORAGE_KEYS.cookieConsent, choice],
  ];
}

export function analyticalConsentGiven(): boolean {
  return allowsAnalytics(storedCookieChoice(), readStorage(ANALYTICAL_CONSENT_KEY));
}

/**
 * `<html data-cookie-choice="pending">` while no choice is stored: CSS shows the server-rendered
 * cookie notice (and keeps room for it) only then, since the server cannot know the choice.
 */
export function markCookieChoicePending(pending: boolean): void {
  if (pending) document.documentElement.dataset.cookieChoice = 'pending';
  else delete document.documentElement.dataset.cookieChoice;
}

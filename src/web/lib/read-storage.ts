/**
 * One value from local storage, or null. Local storage can throw (private mode, disabled storage): a
 * failed read is "nothing stored". Free of React, so the entry script can read before the app loads.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

import { useStoredValue, writeStorage } from './browser-storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** Developer mode is a local flag that reveals the "more" menu. */
export function useDeveloperMode(): boolean {
  return useStoredValue(STORAGE_KEYS.developerMode) === 'true';
}

export function setDeveloperMode(enabled: boolean) {
  writeStorage(STORAGE_KEYS.developerMode, enabled ? 'true' : 'false');
}

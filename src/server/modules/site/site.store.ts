import type { TAssociation } from '../../../shared/association.ts';
import type { TSiteSettings } from '../../../shared/site-settings.schema.ts';

export type TSiteStore = {
  /** Grows with every change of the settings or of a page (the database's site_settings.version). */
  readonly version: number;
  readonly settings: TSiteSettings;
  /**
   * The association's details as every plugin reads them: each field is a getter on the current
   * settings, so a mail, a page or the Swish QR made after a change uses the new values without
   * the plugins that were handed this object at start knowing that it can change.
   */
  readonly association: TAssociation;
  /** Takes newer settings (a save here, or another instance's seen by polling); an older version is ignored. */
  apply(settings: TSiteSettings, version: number): void;
  /** Another change (a page) raised the version: caches keyed by it start over. */
  advance(version: number): void;
};

export function createSiteStore(initial: TSiteSettings, initialVersion: number, appVersion: string): TSiteStore {
  let current = initial;
  let version = initialVersion;
  const association = { appVersion } as TAssociation;
  for (const key of Object.keys(initial) as (keyof TSiteSettings)[]) {
    // The grant rules are the board's, not the association's public details.
    if (key === 'grantRules') continue;
    Object.defineProperty(association, key, { enumerable: true, get: () => current[key] });
  }
  return {
    get version() {
      return version;
    },
    get settings() {
      return current;
    },
    association,
    apply(settings, newVersion) {
      if (newVersion < version) return;
      current = settings;
      version = newVersion;
    },
    advance(newVersion) {
      if (newVersion > version) version = newVersion;
    },
  };
}

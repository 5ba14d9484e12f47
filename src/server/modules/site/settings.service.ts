import { readFile } from 'node:fs/promises';
import type { TAssociation } from '../../../shared/association.ts';
import { SITE_PAGE_SLUGS } from '../../../shared/site-pages.schema.ts';
import { ZSiteSettings, settingsOf, type TSiteSettings } from '../../../shared/site-settings.schema.ts';
import { SUPPORTED_LANGUAGES } from '../../../shared/languages.ts';
import type { TDatabase } from '../../db/client.ts';
import { createAuditRepo } from '../audit/index.ts';
import type { TSiteContext } from './site.context.ts';
import { createSiteRepo, type TNewSitePage } from './site.repo.ts';
import { createSiteStore, type TSiteStore } from './site.store.ts';

/** The day the privacy policy first applied; later dates are the board's to set. */
const PRIVACY_EFFECTIVE_DATE = '2022-10-22';
const SEED_DIR = new URL('./seed-pages/', import.meta.url);

export const pageTarget = (slug: string, language: string) => `page:${slug}:${language}`;

/** The first texts of the pages: the site's texts before the board could edit them, one file per language. */
async function seedPages(): Promise<TNewSitePage[]> {
  const pages: TNewSitePage[] = [];
  for (const slug of SITE_PAGE_SLUGS) {
    for (const language of SUPPORTED_LANGUAGES) {
      const body = await readFile(new URL(`${slug}.${language}.md`, SEED_DIR), 'utf8');
      pages.push({ slug, language, body, effectiveDate: slug === 'privacy' ? PRIVACY_EFFECTIVE_DATE : null });
    }
  }
  return pages;
}

/**
 * At every start: an empty database takes association.json's details and the pages' first texts;
 * what the board saved is never replaced. The first text of each page enters its history, so the
 * board can go back to it.
 */
export async function seedSite(db: TDatabase, association: TAssociation): Promise<void> {
  const repo = createSiteRepo(db);
  const audit = createAuditRepo(db);
  const pages = await seedPages();
  await db.transaction(async (tx) => {
    await repo.insertSettingsIfMissing(settingsOf(association), tx);
    for (const page of await repo.insertPagesIfMissing(pages, tx)) {
      await audit.record(
        {
          actorId: null,
          action: 'page.seed',
          target: pageTarget(page.slug, page.language),
          details: { body: page.body, effectiveDate: page.effectiveDate },
        },
        tx,
      );
    }
  });
}

/** The settings as stored, checked: a row that no longer passes stops the start with the field named. */
function parseSettings(data: unknown): TSiteSettings {
  const parsed = ZSiteSettings.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`site_settings is not valid:\n  - ${problems.join('\n  - ')}`);
  }
  return parsed.data;
}

/** The live settings of this instance, read from the database once seeded. */
export async function openSiteStore(db: TDatabase, appVersion: string): Promise<TSiteStore> {
  const row = await createSiteRepo(db).readSettings();
  if (!row) throw new Error('site_settings has no row: seedSite must run first');
  return createSiteStore(parseSettings(row.data), row.version, appVersion);
}

/** What differs, field by field, for the audit log (who changed the phone number from what to what). */
function changedFields(before: TSiteSettings, after: TSiteSettings): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof TSiteSettings)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}

/** The settings this instance uses now, and their version. */
export function currentSettings({ store }: TSiteContext) {
  return { settings: store.settings, version: store.version };
}

/** Saves the board's settings; this instance uses them from the next request, others within a poll. */
export async function saveSettings({ db, store, repos }: TSiteContext, actorId: number, settings: TSiteSettings) {
  const version = await db.transaction(async (tx) => {
    const row = await repos.site.readSettings(tx);
    const previous = row ? parseSettings(row.data) : store.settings;
    const saved = await repos.site.updateSettings(settings, actorId, tx);
    await repos.audit.record(
      {
        actorId,
        action: 'site.settings',
        target: 'site:settings',
        details: { changes: changedFields(previous, settings) },
      },
      tx,
    );
    return saved;
  });
  store.apply(settings, version);
  return { settings: store.settings, version };
}

/**
 * Every pollMs, reads the version: when another instance changed the settings or a page, takes
 * its values, so what this one renders is at most one poll behind. Returns the stop function.
 */
export function watchSiteVersion(
  db: TDatabase,
  store: TSiteStore,
  pollMs: number,
  onError: (error: unknown) => void,
): () => void {
  const repo = createSiteRepo(db);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      const version = await repo.readVersion();
      if (version === undefined || version <= store.version) return;
      const row = await repo.readSettings();
      if (row) store.apply(parseSettings(row.data), row.version);
    })()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, pollMs);
  timer.unref();
  return () => clearInterval(timer);
}

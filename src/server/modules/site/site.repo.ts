import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { sitePages, siteSettings, type TSitePageRow, type TSiteSettingsRow } from '../../db/schema.ts';

const SETTINGS_ID = 1;

export type TSiteRepo = ReturnType<typeof createSiteRepo>;
export type TNewSitePage = Pick<TSitePageRow, 'slug' | 'language' | 'body' | 'effectiveDate'>;

/** Named queries on the association's settings and the board's pages. */
export function createSiteRepo(db: TDatabase) {
  return {
    async readSettings(tx: TExecutor = db): Promise<TSiteSettingsRow | undefined> {
      const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ID));
      return row;
    },

    /** The one number each instance polls to notice another's change. */
    async readVersion(tx: TExecutor = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ version: siteSettings.version })
        .from(siteSettings)
        .where(eq(siteSettings.id, SETTINGS_ID));
      return row?.version;
    },

    /** True when this call wrote the row: an existing one (the board's values) is never replaced. */
    async insertSettingsIfMissing(data: Record<string, unknown>, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .insert(siteSettings)
        .values({ id: SETTINGS_ID, data })
        .onConflictDoNothing()
        .returning({ id: siteSettings.id });
      return rows.length > 0;
    },

    /** Replaces the settings; returns the new version. */
    async updateSettings(data: Record<string, unknown>, actorId: number, tx: TExecutor = db): Promise<number> {
      const [row] = await tx
        .update(siteSettings)
        .set({ data, updatedBy: actorId, updatedAt: new Date(), version: sql`${siteSettings.version} + 1` })
        .where(eq(siteSettings.id, SETTINGS_ID))
        .returning({ version: siteSettings.version });
      if (!row) throw new Error('site_settings has no row: the seed did not run');
      return row.version;
    },

    /** A page changed: the version grows so every instance drops what it rendered. */
    async bumpVersion(tx: TExecutor = db): Promise<number> {
      const [row] = await tx
        .update(siteSettings)
        .set({ version: sql`${siteSettings.version} + 1` })
        .where(eq(siteSettings.id, SETTINGS_ID))
        .returning({ version: siteSettings.version });
      if (!row) throw new Error('site_settings has no row: the seed did not run');
      return row.version;
    },

    async findPage(slug: string, language: string, tx: TExecutor = db): Promise<TSitePageRow | undefined> {
      const [row] = await tx
        .select()
        .from(sitePages)
        .where(and(eq(sitePages.slug, slug), eq(sitePages.language, language)));
      return row;
    },

    /** Locks the page's row for a save, so two saves at once keep their order in the history. */
    async lockPage(slug: string, language: string, tx: TExecutor): Promise<TSitePageRow | undefined> {
      const [row] = await tx
        .select()
        .from(sitePages)
        .where(and(eq(sitePages.slug, slug), eq(sitePages.language, language)))
        .for('update');
      return row;
    },

    /** The pages this call added (those missing); existing pages keep the board's text. */
    async insertPagesIfMissing(pages: TNewSitePage[], tx: TExecutor = db): Promise<TNewSitePage[]> {
      if (pages.length === 0) return [];
      return tx.insert(sitePages).values(pages).onConflictDoNothing().returning({
        slug: sitePages.slug,
        language: sitePages.language,
        body: sitePages.body,
        effectiveDate: sitePages.effectiveDate,
      });
    },

    async updatePage(page: TNewSitePage, actorId: number, tx: TExecutor = db): Promise<void> {
      await tx
        .update(sitePages)
        .set({ body: page.body, effectiveDate: page.effectiveDate, updatedBy: actorId, updatedAt: new Date() })
        .where(and(eq(sitePages.slug, page.slug), eq(sitePages.language, page.language)));
    },
  };
}

import type { TLanguage } from '../../../shared/languages.ts';
import {
  ZSitePage,
  type TSitePage,
  type TSitePageSave,
  type TSitePageSlug,
  type TSitePageSource,
  type TSitePageVersion,
} from '../../../shared/site-pages.schema.ts';
import type { TSiteSettings } from '../../../shared/site-settings.schema.ts';
import type { TDatabase } from '../../db/client.ts';
import { toJsonAnswer, type TJsonAnswer } from '../../http/json-answer.ts';
import { HttpError } from '../../http/errors.ts';
import type { TAuditRepo, TAuditRow } from '../audit/index.ts';
import { renderMarkdown } from '../content/index.ts';
import { pageTarget } from './settings.service.ts';
import type { TSiteRepo } from './site.repo.ts';
import type { TSiteStore } from './site.store.ts';

/** How many earlier versions the Pages tab lists. */
const VERSIONS_SHOWN = 50;

// Markdown's own signs in a value: escaped, so the association's name is never read as markup.
const MARKDOWN_SIGNS = /[\\`*_{}[\]()#+\-.!<>|~&]/g;

/**
 * A page may name the association's details as {{name}}, {{email}} and so on: they are filled in
 * from the settings when the page is rendered, so a new e-mail address shows in every page at once.
 */
function fillPlaceholders(body: string, settings: TSiteSettings, language: TLanguage): string {
  const values: Record<string, string> = {
    name: settings.name[language],
    shortName: settings.shortName,
    email: settings.email,
    phone: settings.phone,
    postalAddress: settings.postalAddress,
    organisationNumber: settings.organisationNumber,
    swishNumber: settings.swishNumber,
  };
  return body.replace(/\{\{(\w+)\}\}/g, (whole, key: string) =>
    key in values ? (values[key] ?? '').replace(MARKDOWN_SIGNS, (sign) => `\\${sign}`) : whole,
  );
}

/** The page's HTML as a visitor sees it: placeholders filled in, then the safe Markdown subset. */
export function renderPage(body: string, settings: TSiteSettings, language: TLanguage): string {
  return renderMarkdown(fillPlaceholders(body, settings, language));
}

const noSuchPage = () => new HttpError(404, 'not_found', 'No such page.');
const noSuchVersion = () => new HttpError(404, 'not_found', 'No such version of this page.');

function toVersion(row: TAuditRow): TSitePageVersion {
  const details = row.details ?? {};
  return {
    id: row.id,
    action: row.action,
    actor: row.actor,
    createdAt: row.createdAt.toISOString(),
    body: typeof details.body === 'string' ? details.body : '',
    effectiveDate: typeof details.effectiveDate === 'string' ? details.effectiveDate : null,
  };
}

export type TPagesService = ReturnType<typeof createPagesService>;

/** The board's pages: rendered answers cached until the site's version changes (a save here or elsewhere). */
export function createPagesService(
  db: TDatabase,
  store: TSiteStore,
  { site: repo, audit }: { site: TSiteRepo; audit: TAuditRepo },
) {
  const answers = new Map<string, { version: number; page: TSitePage; answer: TJsonAnswer }>();

  /** The public page, rendered and serialized once per version of the site. */
  async function publicEntry(slug: TSitePageSlug, language: TLanguage) {
    const key = `${slug}:${language}`;
    const version = store.version;
    const cached = answers.get(key);
    if (cached && cached.version === version) return cached;
    const row = await repo.findPage(slug, language);
    if (!row) throw noSuchPage();
    const page = ZSitePage.parse({
      slug,
      language,
      html: renderPage(row.body, store.settings, language),
      effectiveDate: row.effectiveDate,
    });
    const entry = { version, page, answer: toJsonAnswer(ZSitePage, page) };
    answers.set(key, entry);
    return entry;
  }

  async function write(
    slug: TSitePageSlug,
    language: TLanguage,
    input: { body: string; effectiveDate: string | null },
    actorId: number,
    action: 'page.save' | 'page.restore',
    restoredFrom?: number,
  ) {
    const version = await db.transaction(async (tx) => {
      if (!(await repo.lockPage(slug, language, tx))) throw noSuchPage();
      await repo.updatePage({ slug, language, ...input }, actorId, tx);
      await audit.record(
        {
          actorId,
          action,
          target: pageTarget(slug, language),
          details: { ...input, ...(restoredFrom === undefined ? {} : { restoredFrom }) },
        },
        tx,
      );
      return repo.bumpVersion(tx);
    });
    store.advance(version);
  }

  async function source(slug: TSitePageSlug, language: TLanguage): Promise<TSitePageSource> {
    const row = await repo.findPage(slug, language);
    if (!row) throw noSuchPage();
    const versions = await audit.listForTarget(pageTarget(slug, language), VERSIONS_SHOWN);
    return {
      slug,
      language,
      body: row.body,
      effectiveDate: row.effectiveDate,
      updatedAt: row.updatedAt.toISOString(),
      versions: versions.map(toVersion),
    };
  }

  return {
    /** The public answer, serialized once per version of the site. */
    async publicPage(slug: TSitePageSlug, language: TLanguage): Promise<TJsonAnswer> {
      return (await publicEntry(slug, language)).answer;
    },

    /** The same page as data, for a server-rendered page's loader. */
    async publicPageData(slug: TSitePageSlug, language: TLanguage): Promise<TSitePage> {
      return (await publicEntry(slug, language)).page;
    },

    source,

    preview(body: string, language: TLanguage): string {
      return renderPage(body, store.settings, language);
    },

    /** Saves a page in one language (a new version in the audit log); answers its source and versions. */
    async save(slug: TSitePageSlug, language: TLanguage, input: TSitePageSave, actorId: number) {
      const current = await repo.findPage(slug, language);
      if (!current) throw noSuchPage();
      // Only the privacy policy has a date; leaving the field out keeps the one it has.
      const effectiveDate = input.effectiveDate === undefined ? current.effectiveDate : input.effectiveDate;
      await write(slug, language, { body: input.body, effectiveDate }, actorId, 'page.save');
      return source(slug, language);
    },

    /** Makes an earlier version the current text again; the restore itself becomes the newest version. */
    async restore(slug: TSitePageSlug, language: TLanguage, versionId: number, actorId: number) {
      const row = await audit.findForTarget(versionId, pageTarget(slug, language));
      if (!row) throw noSuchVersion();
      const version = toVersion(row);
      if (version.body.trim() === '') throw noSuchVersion();
      await write(
        slug,
        language,
        { body: version.body, effectiveDate: version.effectiveDate },
        actorId,
        'page.restore',
        versionId,
      );
      return source(slug, language);
    },
  };
}

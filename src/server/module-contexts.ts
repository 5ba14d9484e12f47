import type { TAppBasics } from './app-basics.ts';
import { createActivitiesRepo } from './modules/activities/activities.repo.ts';
import type { TActivitiesContext } from './modules/activities/activities.service.ts';
import type { TDatabase } from './db/client.ts';
import { createOutboxRepo } from './mail/outbox.repo.ts';
import { accountLinkContext } from './modules/accounts/account-links.ts';
import { createAccountTokensRepo } from './modules/accounts/account-tokens.repo.ts';
import type { TAccountsContext } from './modules/accounts/accounts.context.ts';
import { createLinkedSignInsRepo } from './modules/accounts/linked-sign-ins.repo.ts';
import { createRefreshTokensRepo } from './modules/accounts/refresh-tokens.repo.ts';
import { createUsersRepo } from './modules/accounts/users.repo.ts';
import type { TAdminContext } from './modules/admin/admin-actions.service.ts';
import { createAdminRepo } from './modules/admin/admin.repo.ts';
import { createAttendanceRepo } from './modules/attendance/attendance.repo.ts';
import type { TAttendanceContext } from './modules/attendance/attendance.service.ts';
import { createAnalyticsRepo } from './modules/analytics/analytics.repo.ts';
import type { TAnalyticsContext } from './modules/analytics/analytics.service.ts';
import { createAuditRepo } from './modules/audit/audit.repo.ts';
import { createBookingsRepo } from './modules/bookings/bookings.repo.ts';
import type { TBookingsContext } from './modules/bookings/bookings.service.ts';
import { createBoardRepo } from './modules/board/board.repo.ts';
import { createContactRepo } from './modules/contact/contact.repo.ts';
import type { TContactContext } from './modules/contact/contact.service.ts';
import { createEventDetailsRepo, createEventsRepo } from './modules/events/events.repo.ts';
import type { TEventsContext } from './modules/events/events.service.ts';
import type { TBoardContext } from './modules/board/board.service.ts';
import type { TGrantReportContext } from './modules/grant-report/grant-report.context.ts';
import { createGrantReportRepo } from './modules/grant-report/grant-report.repo.ts';
import { createFinanceRepo } from './modules/finance/finance.repo.ts';
import type { TFinanceContext } from './modules/finance/finance.service.ts';
import { createHealthRepo } from './modules/health/health.repo.ts';
import type { THealthContext } from './modules/health/health.service.ts';
import { createImagesRepo } from './modules/images/images.repo.ts';
import { createFamiliesRepo } from './modules/members/families.repo.ts';
import { createMembershipsRepo } from './modules/members/memberships.repo.ts';
import type { TProfileContext } from './modules/members/profile.service.ts';
import type { TMembershipContext } from './modules/membership/membership.context.ts';
import { createRenewalRemindersRepo } from './modules/membership/renewal-reminders.repo.ts';
import { createNewsRepo } from './modules/news/news.repo.ts';
import type { TNewsContext } from './modules/news/news.service.ts';
import type { TRegistrationContext } from './modules/registration/registration.service.ts';
import { createPagesService } from './modules/site/pages.service.ts';
import type { TSiteContext } from './modules/site/site.context.ts';
import { createSiteRepo } from './modules/site/site.repo.ts';
import type { TSiteStore } from './modules/site/site.store.ts';
import { createSliderRepo } from './modules/slider/slider.repo.ts';
import type { TSliderContext } from './modules/slider/slider.service.ts';
import type { TRegisterImportContext } from './modules/register-import/register-import.context.ts';
import { createRegisterImportRepo } from './modules/register-import/register-import.repo.ts';
import type { TStatementsContext } from './modules/statements/statements.context.ts';
import { createStatementsRepo } from './modules/statements/statements.repo.ts';
import type { TPageAreas } from './web/page-areas.ts';

/** What buildApp hands over once; the association's fields read the current settings (site.store.ts). */
export type TModuleContextsInput = TAppBasics & {
  /** The live site settings and their version, read and polled by buildApp. */
  siteStore: TSiteStore;
  /** Each public answer's cache is an area of the page cache: its writes make the pages showing it render anew. */
  cacheFor: TPageAreas['cache'];
};

export type TModuleContexts = {
  accounts: TAccountsContext;
  activities: TActivitiesContext;
  admin: TAdminContext;
  analytics: TAnalyticsContext;
  attendance: TAttendanceContext;
  board: TBoardContext;
  bookings: TBookingsContext;
  contact: TContactContext;
  events: TEventsContext;
  finance: TFinanceContext;
  grantReport: TGrantReportContext;
  health: THealthContext;
  membership: TMembershipContext;
  news: TNewsContext;
  profile: TProfileContext;
  registration: TRegistrationContext;
  registerImport: TRegisterImportContext;
  site: TSiteContext;
  slider: TSliderContext;
  statements: TStatementsContext;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Each module's context: its repositories and shared state, made once per app (module-contexts.ts). */
    contexts: TModuleContexts;
  }
}

/** Every repository, made once per app; modules that share a table share its repository. */
function createRepositories(db: TDatabase) {
  return {
    accountTokens: createAccountTokensRepo(db),
    activities: createActivitiesRepo(db),
    admin: createAdminRepo(db),
    analytics: createAnalyticsRepo(db),
    attendance: createAttendanceRepo(db),
    audit: createAuditRepo(db),
    board: createBoardRepo(db),
    bookings: createBookingsRepo(db),
    contact: createContactRepo(db),
    eventDetails: createEventDetailsRepo(db),
    events: createEventsRepo(db),
    families: createFamiliesRepo(db),
    finance: createFinanceRepo(db),
    grantReport: createGrantReportRepo(db),
    health: createHealthRepo(db),
    images: createImagesRepo(db),
    linkedSignIns: createLinkedSignInsRepo(db),
    memberships: createMembershipsRepo(db),
    news: createNewsRepo(db),
    outbox: createOutboxRepo(db),
    refreshTokens: createRefreshTokensRepo(db),
    registerImports: createRegisterImportRepo(db),
    reminders: createRenewalRemindersRepo(db),
    site: createSiteRepo(db),
    slider: createSliderRepo(db),
    statements: createStatementsRepo(db),
    users: createUsersRepo(db),
  };
}

/**
 * The modules' contexts, made once by buildApp and hung on the instance as `app.contexts`. A
 * module's public and board routes share one context, so one cache serves both and every change
 * clears it at once. Route plugins pass their module's context to a service function; only
 * services reach the repositories in it.
 */
export function createModuleContexts(input: TModuleContextsInput): TModuleContexts {
  const { db, association, clock, publicUrl, siteStore, cacheFor } = input;
  const basics: TAppBasics = { db, association, clock, publicUrl };
  const repos = createRepositories(db);
  const { audit, images, outbox, users, memberships, accountTokens, refreshTokens } = repos;
  const links = accountLinkContext(publicUrl, association);
  const admin: TAdminContext = {
    db,
    association,
    publicUrl,
    clock,
    repos: { admin: repos.admin, users, refreshTokens, memberships, outbox, audit },
  };
  // Sign-up answers, shared by the public and board routes: a booking shows at once.
  const bookings: TBookingsContext = {
    ...basics,
    cache: cacheFor('bookings'),
    repos: { bookings: repos.bookings, users, outbox, audit },
  };
  const finance: TFinanceContext = { db, cache: cacheFor('finance'), repos: { finance: repos.finance, audit } };
  return {
    accounts: {
      ...basics,
      links,
      repos: { users, accountTokens, refreshTokens, linkedSignIns: repos.linkedSignIns, outbox, audit },
    },
    activities: { ...basics, cache: cacheFor('activities'), repos: { activities: repos.activities, audit } },
    admin,
    analytics: { clock, repos: { analytics: repos.analytics } },
    attendance: { db, clock, repos: { attendance: repos.attendance, audit } },
    board: { db, cache: cacheFor('board'), repos: { board: repos.board, images, audit } },
    bookings,
    contact: { ...basics, repos: { contact: repos.contact, outbox, audit } },
    events: {
      ...basics,
      cache: cacheFor('events'),
      repos: { events: repos.events, details: repos.eventDetails, images, outbox, audit },
    },
    finance,
    grantReport: {
      db,
      clock,
      association,
      // Read at each use: a rule the board saves applies to the next report and the next night's deletion.
      rules: () => siteStore.settings.grantRules,
      repos: { grantReport: repos.grantReport, audit },
    },
    health: { repos: { health: repos.health } },
    membership: { ...basics, repos: { memberships, users, reminders: repos.reminders, outbox, audit } },
    news: {
      db,
      // News, the feed and the banner: entries live a few seconds at most, so a scheduled post
      // appears on time and another instance's change shows soon.
      cache: cacheFor('news', { ttlMs: 5_000 }),
      clock,
      publicUrl,
      association,
      repos: { news: repos.news, images, audit },
    },
    profile: {
      ...basics,
      links,
      repos: {
        users,
        accountTokens,
        refreshTokens,
        families: repos.families,
        memberships,
        eventDetails: repos.eventDetails,
        attendance: repos.grantReport,
        outbox,
        audit,
      },
    },
    registration: {
      db,
      association,
      publicUrl,
      clock,
      repos: { families: repos.families, users, memberships, outbox },
    },
    site: {
      db,
      store: siteStore,
      pages: createPagesService(db, siteStore, { site: repos.site, audit }),
      repos: { site: repos.site, audit },
    },
    slider: { db, cache: cacheFor('slider'), repos: { slider: repos.slider, images, audit } },
    registerImport: {
      ...basics,
      repos: {
        registerImports: repos.registerImports,
        families: repos.families,
        users,
        memberships,
        accountTokens,
        outbox,
        audit,
      },
    },
    statements: {
      db,
      association,
      publicUrl,
      clock,
      repos: { statements: repos.statements, memberships, outbox, audit },
      admin,
      finance,
      bookings,
    },
  };
}

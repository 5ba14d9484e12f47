import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import { openDatabase, type TDatabase, type TDatabaseConnection } from './db/client.ts';
import { pageFormPostRoutes } from './http/page-form-posts.ts';
import { createModuleContexts } from './module-contexts.ts';
import { createAccounts } from './modules/accounts/accounts.context.ts';
import { loginRoutes } from './modules/accounts/login.routes.ts';
import { memberLoginFormPostRoutes } from './modules/accounts/login.form-post-routes.ts';
import { resetPasswordFormPostRoutes } from './modules/accounts/password-reset.form-post-routes.ts';
import { oidcExchangeRoutes } from './modules/accounts/oidc-exchange.routes.ts';
import { oidcRoutes } from './modules/accounts/oidc.routes.ts';
import { signupRoutes } from './modules/accounts/signup.routes.ts';
import { activateAccountFormPostRoutes } from './modules/accounts/signup.form-post-routes.ts';
import { changeUndoRoutes } from './modules/accounts/change-undo.routes.ts';
import { signInLinksRoutes } from './modules/accounts/sign-in-links.routes.ts';
import { createTokenService, type TTokenService } from './modules/accounts/tokens.ts';
import { createSessionCookieUserLoader, createTokenUserLoader } from './modules/accounts/token-user.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { analyticsAdminRoutes } from './modules/analytics/analytics.admin-routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { pageViewPurgeJob } from './modules/analytics/page-view-purge.ts';
import { boardAdminRoutes } from './modules/board/board.admin-routes.ts';
import { boardRoutes } from './modules/board/board.routes.ts';
import { contactAdminRoutes } from './modules/contact/contact.admin-routes.ts';
import { contactFormPostRoutes, contactRoutes } from './modules/contact/contact.routes.ts';
import { loadAssociation } from './modules/content/association.loader.ts';
import { associationRoutes } from './modules/content/association.routes.ts';
import { bookingLinkRoutes, myBookingsRoutes } from './modules/bookings/booking-links.routes.ts';
import { bookingReminderJob } from './modules/bookings/booking-reminders.ts';
import { bookingsAdminRoutes } from './modules/bookings/bookings.admin-routes.ts';
import { eventBookingRoutes } from './modules/bookings/bookings.routes.ts';
import { guestBookingFormPostRoutes } from './modules/bookings/guest-booking.form-post-routes.ts';
import { memberBookingFormPostRoutes } from './modules/bookings/member-booking.form-post-routes.ts';
import { bookingChangeFormPostRoutes } from './modules/bookings/booking-change.form-post-routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { activitiesAdminRoutes } from './modules/activities/activities.admin-routes.ts';
import { activitiesMemberRoutes } from './modules/activities/activities.member-routes.ts';
import { activitiesRoutes } from './modules/activities/activities.routes.ts';
import { attendanceRoutes } from './modules/attendance/attendance.routes.ts';
import { financeAdminRoutes } from './modules/finance/finance.admin-routes.ts';
import { financeRoutes } from './modules/finance/finance.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { newsAdminRoutes } from './modules/news/news.admin-routes.ts';
import { newsBannerFormPost } from './modules/news/news-banner.form-post.ts';
import { newsFeedRoutes } from './modules/news/news.feed-routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { familyAdminRoutes } from './modules/members/family.admin-routes.ts';
import { memberRoutes } from './modules/members/member.routes.ts';
import { profileFormPostRoutes } from './modules/members/profile.form-post-routes.ts';
import { profileRoutes } from './modules/members/profile.routes.ts';
import { remindersAdminRoutes } from './modules/membership/reminders.admin-routes.ts';
import { attendanceRetentionJob } from './modules/grant-report/attendance-retention.ts';
import { grantReportAdminRoutes } from './modules/grant-report/grant-report.admin-routes.ts';
import { renewalReminderJob } from './modules/membership/renewal-reminders.ts';
import { renewalFormPost } from './modules/membership/renewal.form-post.ts';
import { renewalRoutes } from './modules/membership/renewal.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { registrationFormPostRoutes } from './modules/registration/registration.form-post-routes.ts';
import { sliderAdminRoutes } from './modules/slider/slider.admin-routes.ts';
import { openSiteStore, watchSiteVersion } from './modules/site/settings.service.ts';
import { siteAdminRoutes } from './modules/site/site.admin-routes.ts';
import { settingsFormPostRoutes } from './modules/site/settings.form-post-routes.ts';
import { pageEditorFormPost } from './modules/site/page-editor.form-post.ts';
import { sitePagesRoutes } from './modules/site/site.routes.ts';
import { sliderRoutes } from './modules/slider/slider.routes.ts';
import { registerImportAdminRoutes } from './modules/register-import/register-import.admin-routes.ts';
import { statementsAdminRoutes } from './modules/statements/statements.admin-routes.ts';
import { authPlugin, requireAdminFormPost } from './plugins/auth.ts';
import { drainPlugin } from './plugins/drain.ts';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { clientErrorHandler } from './plugins/client-error.ts';
import { redactingLogger } from './plugins/log-redaction.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webApp } from './plugins/web-app.ts';
import { createPageAreas } from './web/page-areas.ts';
import { createPageReads, createViewerReads } from './page-reads.ts';
import { loadJwtSecret } from './secrets.ts';
import { mailPlugin } from './mail/mail.plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    db: TDatabase;
    tokens: TTokenService;
  }
}

export type TBuildAppOptions = {
  /** An open database the caller keeps and closes (tests); by default the app opens one from config and closes it. */
  database?: TDatabaseConnection;
  /** Replaces the JSON logger settings (default: pino at config.logLevel). */
  logger?: FastifyServerOptions['logger'];
  /** Replaces association.json (tests). */
  associationFile?: string;
  /** The time as the app reads it per request (financial year, fees); tests pin it. */
  clock?: () => Date;
  /** How often this instance looks for another's change of the settings or pages (ms). */
  sitePollMs?: number;
};

export type TApp = Awaited<ReturnType<typeof buildApp>>;

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Another instance's change of the association's details or a page shows here within this time. */
const SITE_POLL_MS = 2000;

// Accept a caller's id (a proxy's, a test's) only if it is short and plain enough to put in a log line.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFor(request: Pick<IncomingMessage, 'headers'>): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The whole server, ready, on a database prepareDatabase (prepare-database.ts) brought up to date;
 * main.ts listens on it, tests use app.inject. It changes no schema and seeds nothing.
 */
export async function buildApp(config: TConfig, options: TBuildAppOptions = {}) {
  const app = Fastify({
    logger: redactingLogger(options.logger ?? { level: config.logLevel }),
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Callback style: an async hook costs every request a promise (npm run bench).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
    }));
  // Runs after the server stopped taking requests and in-flight ones finished.
  if (!options.database) app.addHook('onClose', () => database.close());

  try {
    // association.json only seeds an empty database; from then on the board's settings are the truth.
    const associationFile = await loadAssociation(options.associationFile);
    const secret = await loadJwtSecret(config);
    const site = await openSiteStore(database.db, associationFile.appVersion);
    // One live object for every plugin: its fields read the current settings (site.store.ts).
    const association = site.association;
    const stopWatching = watchSiteVersion(database.db, site, options.sitePollMs ?? SITE_POLL_MS, (error) =>
      app.log.warn({ err: error }, 'could not read the site settings version'),
    );
    app.addHook('preClose', (done) => {
      stopWatching();
      done();
    });
    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('tokens', createTokenService(secret));

    // Order matters: errors and swagger must be in place before the routes they cover.
    await app.register(errorsPlugin);
    await app.register(drainPlugin);
    await app.register(securityHeadersPlugin, { production: config.nodeEnv === 'production' });
    await app.register(openapiPlugin, { version: association.appVersion });
    // Plugins import no module: accounts gives the auth plugin the way to find a token's user.
    await app.register(authPlugin, { userForToken: createTokenUserLoader(database.db, app.tokens) });
    await app.register(mailPlugin, { config, association });
    await app.register(rateLimitPlugin, { config });

    const clock = options.clock ?? (() => new Date());
    // One cache per public answer and its board routes: a change shows on the public page at once.
    // Each is an area of the page cache too: its changes make the pages that show it render anew.
    const pageAreas = createPageAreas();
    app.decorate(
      'contexts',
      createModuleContexts({
        db: database.db,
        association,
        clock,
        publicUrl: config.publicUrl,
        siteStore: site,
        cacheFor: pageAreas.cache,
      }),
    );

    // The accounts' sessions, links, providers and background tasks, shared by their route plugins.
    const accounts = createAccounts(app, association);

    // The site's URL map: every route plugin is mounted here, and only here, with its full prefix.
    await app.register(healthRoutes, { prefix: '/api' });
    await app.register(associationRoutes, { prefix: '/api/content', association, version: () => site.version });
    await app.register(sitePagesRoutes, { prefix: '/api/content' });
    await app.register(boardRoutes, { prefix: '/api/content' });
    await app.register(sliderRoutes, { prefix: '/api/content' });
    await app.register(financeRoutes, { prefix: '/api/content' });
    await app.register(eventsRoutes, { prefix: '/api/events' });
    await app.register(eventBookingRoutes, { prefix: '/api/events' });
    await app.register(bookingLinkRoutes, { prefix: '/api/bookings' });
    await app.register(activitiesRoutes, { prefix: '/api/activities' });
    await app.register(newsRoutes, { prefix: '/api/news' });
    await app.register(newsFeedRoutes, { prefix: '/news.xml' });
    await app.register(contactRoutes, { prefix: '/api/contactus' });
    await app.register(contactFormPostRoutes, { prefix: '/contactus' });
    await app.register(guestBookingFormPostRoutes, { prefix: '/events' });
    await app.register(analyticsRoutes, { prefix: '/api/analytics' });
    await app.register(registrationRoutes, { prefix: '/api/membership' });
    await app.register(registrationFormPostRoutes, { prefix: '/memberregistration' });
    await app.register(loginRoutes, { prefix: '/api/auth', ...accounts });
    await app.register(memberLoginFormPostRoutes, { prefix: '/memberlogin', ...accounts });
    await app.register(resetPasswordFormPostRoutes, { prefix: '/resetpassword', ...accounts });
    await app.register(oidcExchangeRoutes, { prefix: '/api/auth/oidc', sessions: accounts.sessions });
    await app.register(oidcRoutes, { prefix: '/oauth2', oidc: accounts.oidc });
    await app.register(signupRoutes, { prefix: '/api/member', links: accounts.links });
    await app.register(activateAccountFormPostRoutes, { prefix: '/activateaccount', links: accounts.links });
    await app.register(changeUndoRoutes, { prefix: '/api/member' });
    await app.register(signInLinksRoutes, { prefix: '/api/member', context: accounts.signInLinks });
    await app.register(memberRoutes, { prefix: '/api/member' });
    await app.register(profileRoutes, { prefix: '/api/member' });
    // The member's page's forms sent without the app: signed in by the session cookie, from this site only.
    const userForCookie = createSessionCookieUserLoader(accounts.sessions);
    await app.register(profileFormPostRoutes, {
      prefix: '/mypage',
      userForCookie,
      otherForms: { renewal: renewalFormPost(app) },
    });
    // The family's sign-up to an event, on its own page: the same cookie and Origin checks.
    await app.register(memberBookingFormPostRoutes, { prefix: '/events', userForCookie });
    await app.register(renewalRoutes, { prefix: '/api/member' });
    await app.register(myBookingsRoutes, { prefix: '/api/member' });
    await app.register(activitiesMemberRoutes, { prefix: '/api/member' });
    await app.register(attendanceRoutes, { prefix: '/api/attendance' });
    // The board's routes: each plugin refuses anyone without role Admin.
    await app.register(adminRoutes, { prefix: '/api/admin' });
    await app.register(familyAdminRoutes, { prefix: '/api/admin' });
    await app.register(remindersAdminRoutes, { prefix: '/api/admin' });
    await app.register(boardAdminRoutes, { prefix: '/api/admin' });
    await app.register(sliderAdminRoutes, { prefix: '/api/admin' });
    await app.register(financeAdminRoutes, { prefix: '/api/admin' });
    await app.register(statementsAdminRoutes, { prefix: '/api/admin' });
    await app.register(registerImportAdminRoutes, { prefix: '/api/admin' });
    await app.register(contactAdminRoutes, { prefix: '/api/admin' });
    await app.register(bookingsAdminRoutes, { prefix: '/api/admin' });
    await app.register(siteAdminRoutes, { prefix: '/api/admin' });
    // The board's change of a booking sent without the app, at the event's bookings page: an admin's session cookie.
    await app.register(bookingChangeFormPostRoutes, { prefix: '/adminevents', userForCookie });
    // The board's settings form sent without the app, at the section that shows it: an admin's session cookie.
    await app.register(settingsFormPostRoutes, {
      prefix: '/admindashboard/association',
      pagePath: '/admindashboard/association',
      userForCookie,
    });
    // The content section's forms sent without the app (the news banner, the page editor), each
    // named by the section's query.
    const contentSection = '/admindashboard/content';
    await app.register(pageFormPostRoutes, {
      prefix: contentSection,
      preHandler: requireAdminFormPost(userForCookie),
      forms: [newsBannerFormPost(app, contentSection), pageEditorFormPost(app, contentSection)],
    });
    await app.register(grantReportAdminRoutes, { prefix: '/api/admin' });
    await app.register(newsAdminRoutes, { prefix: '/api/admin/news' });
    await app.register(activitiesAdminRoutes, { prefix: '/api/admin/activities' });
    await app.register(analyticsAdminRoutes, { prefix: '/api/admin/analytics' });

    // Daily jobs.
    await app.register(renewalReminderJob, { clock });
    await app.register(pageViewPurgeJob);
    await app.register(bookingReminderJob);
    await app.register(attendanceRetentionJob, { clock });

    // Last: it answers every path no API route took.
    const reads = createPageReads({
      events: app.contexts.events,
      bookings: app.contexts.bookings,
      board: app.contexts.board,
      finance: app.contexts.finance,
      slider: app.contexts.slider,
      news: app.contexts.news,
      activities: app.contexts.activities,
      pages: app.contexts.site.pages,
      oidc: accounts.oidc,
      accounts: app.contexts.accounts,
    });
    const viewerOf = createViewerReads({
      profile: app.contexts.profile,
      membership: app.contexts.membership,
      sessions: accounts.sessions,
      admin: app.contexts.admin,
      bookings: app.contexts.bookings,
      events: app.contexts.events,
      finance: app.contexts.finance,
      news: app.contexts.news,
      grantReport: app.contexts.grantReport,
      site: app.contexts.site,
    });
    await app.register(webApp, {
      config,
      association,
      siteVersion: () => site.version,
      areas: pageAreas,
      reads,
      viewerOf,
    });
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    if (!options.database) await database.close();
    throw error;
  }
}

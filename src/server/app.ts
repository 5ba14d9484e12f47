import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import { openDatabase, type TDatabase, type TDatabaseConnection } from './db/client.ts';
import { migrateDatabase, withStartupLock } from './db/migrate.ts';
import { seedDatabase } from './seed/seed.ts';
import { createAccounts } from './modules/accounts/accounts.context.ts';
import { loginRoutes } from './modules/accounts/login.routes.ts';
import { oidcExchangeRoutes } from './modules/accounts/oidc-exchange.routes.ts';
import { oidcRoutes } from './modules/accounts/oidc.routes.ts';
import { signupRoutes } from './modules/accounts/signup.routes.ts';
import { createTokenService, type TTokenService } from './modules/accounts/tokens.ts';
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
import { eventsRoutes } from './modules/events/events.routes.ts';
import { financeAdminRoutes } from './modules/finance/finance.admin-routes.ts';
import { financeRoutes } from './modules/finance/finance.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { newsAdminRoutes } from './modules/news/news.admin-routes.ts';
import { newsFeedRoutes } from './modules/news/news.feed-routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { familyAdminRoutes } from './modules/members/family.admin-routes.ts';
import { memberRoutes } from './modules/members/member.routes.ts';
import { profileRoutes } from './modules/members/profile.routes.ts';
import { remindersAdminRoutes } from './modules/membership/reminders.admin-routes.ts';
import { renewalReminderJob } from './modules/membership/renewal-reminders.ts';
import { renewalRoutes } from './modules/membership/renewal.routes.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { sliderAdminRoutes } from './modules/slider/slider.admin-routes.ts';
import { createPagesService } from './modules/site/pages.service.ts';
import { openSiteStore, seedSite, watchSiteVersion } from './modules/site/settings.service.ts';
import { siteAdminRoutes } from './modules/site/site.admin-routes.ts';
import { sitePagesRoutes } from './modules/site/site.routes.ts';
import { sliderRoutes } from './modules/slider/slider.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { drainPlugin } from './plugins/drain.ts';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { createTtlCache } from './http/ttl-cache.ts';
import { webApp } from './plugins/web-app.ts';
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

/** The whole server, migrated, seeded and ready; main.ts listens on it, tests use app.inject. */
export async function buildApp(config: TConfig, options: TBuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: frameworkErrorHandler,
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
    // Instances starting together on one PostgreSQL take turns (migrate.ts).
    await withStartupLock(database, async () => {
      await migrateDatabase(database);
      await seedDatabase(database.db, config, app.log);
      await seedSite(database.db, associationFile);
    });
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
    const pages = createPagesService(database.db, site);
    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('tokens', createTokenService(secret));

    // Order matters: errors and swagger must be in place before the routes they cover.
    await app.register(errorsPlugin);
    await app.register(drainPlugin);
    await app.register(securityHeadersPlugin, { production: config.nodeEnv === 'production' });
    await app.register(openapiPlugin, { version: association.appVersion });
    await app.register(authPlugin);
    await app.register(mailPlugin, { config, association });
    await app.register(rateLimitPlugin, { config });

    const clock = options.clock ?? (() => new Date());
    const accounts = createAccounts(app, association);
    // One cache per public answer and its board routes: a change shows on the public page at once.
    const boardCache = createTtlCache();
    const sliderCache = createTtlCache();
    const financeCache = createTtlCache();
    // Sign-up answers, shared by the public and board routes: a booking shows at once.
    const bookings = { db: database.db, association, publicUrl: config.publicUrl, cache: createTtlCache(), clock };
    // News, the feed and the banner; entries live a few seconds at most, so a scheduled post
    // appears on time and another instance's change shows soon.
    const newsCache = createTtlCache({ ttlMs: 5_000 });

    // The site's URL map: every route plugin is mounted here, and only here, with its full prefix.
    await app.register(healthRoutes, { prefix: '/api' });
    await app.register(associationRoutes, { prefix: '/api/content', association, version: () => site.version });
    await app.register(sitePagesRoutes, { prefix: '/api/content', pages });
    await app.register(boardRoutes, { prefix: '/api/content', cache: boardCache });
    await app.register(sliderRoutes, { prefix: '/api/content', cache: sliderCache });
    await app.register(financeRoutes, { prefix: '/api/content', cache: financeCache });
    await app.register(eventsRoutes, { prefix: '/api/events', association });
    await app.register(eventBookingRoutes, { prefix: '/api/events', context: bookings });
    await app.register(bookingLinkRoutes, { prefix: '/api/bookings', context: bookings });
    await app.register(newsRoutes, { prefix: '/api/news', cache: newsCache, clock });
    await app.register(newsFeedRoutes, { prefix: '/news.xml', cache: newsCache, clock, association });
    await app.register(contactRoutes, { prefix: '/api/contactus', association });
    await app.register(contactFormPostRoutes, { prefix: '/contactus', association });
    await app.register(analyticsRoutes, { prefix: '/api/analytics', clock });
    await app.register(registrationRoutes, { prefix: '/api/membership', association, clock });
    await app.register(loginRoutes, { prefix: '/api/auth', ...accounts });
    await app.register(oidcExchangeRoutes, { prefix: '/api/auth/oidc', sessions: accounts.sessions });
    await app.register(oidcRoutes, { prefix: '/oauth2', oidc: accounts.oidc });
    await app.register(signupRoutes, { prefix: '/api/member', links: accounts.links });
    await app.register(memberRoutes, { prefix: '/api/member' });
    await app.register(profileRoutes, { prefix: '/api/member', association, clock });
    await app.register(renewalRoutes, { prefix: '/api/member', association, clock });
    await app.register(myBookingsRoutes, { prefix: '/api/member', context: bookings });
    // The board's routes: each plugin refuses anyone without role Admin.
    await app.register(adminRoutes, { prefix: '/api/admin', association, clock });
    await app.register(familyAdminRoutes, { prefix: '/api/admin', association, clock });
    await app.register(remindersAdminRoutes, { prefix: '/api/admin', association, clock });
    await app.register(boardAdminRoutes, { prefix: '/api/admin', cache: boardCache });
    await app.register(sliderAdminRoutes, { prefix: '/api/admin', cache: sliderCache });
    await app.register(financeAdminRoutes, { prefix: '/api/admin', cache: financeCache });
    await app.register(contactAdminRoutes, { prefix: '/api/admin' });
    await app.register(bookingsAdminRoutes, { prefix: '/api/admin', context: bookings });
    await app.register(siteAdminRoutes, { prefix: '/api/admin', store: site, pages });
    await app.register(newsAdminRoutes, { prefix: '/api/admin/news', cache: newsCache, clock });
    await app.register(analyticsAdminRoutes, { prefix: '/api/admin/analytics', clock });

    // Daily jobs.
    await app.register(renewalReminderJob, { association, clock });
    await app.register(pageViewPurgeJob, { clock });
    await app.register(bookingReminderJob, { association, clock });

    // Last: it answers every path no API route took.
    await app.register(webApp, { config, association, siteVersion: () => site.version });
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    if (!options.database) await database.close();
    throw error;
  }
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import { openDatabase, type TDatabase, type TDatabaseConnection } from './db/client.ts';
import { migrateDatabase, withStartupLock } from './db/migrate.ts';
import { seedDatabase } from './db/seed.ts';
import { accountsPlugin } from './modules/accounts/accounts.plugin.ts';
import { createTokenService, type TTokenService } from './modules/accounts/tokens.ts';
import { loadAssociation } from './modules/content/association.loader.ts';
import { associationRoutes } from './modules/content/association.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { memberRoutes } from './modules/members/member.routes.ts';
import { renewalReminderJob } from './modules/membership/renewal-reminders.ts';
import { authPlugin } from './plugins/auth.ts';
import { drainPlugin } from './plugins/drain.ts';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webApp } from './plugins/web-app.ts';
import { loadJwtSecret } from './secrets.ts';
import { mailPlugin } from './mail/mail.plugin.ts';
import { registrationRoutes } from './modules/registration/registration.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { boardRoutes } from './modules/board/board.routes.ts';
import { boardAdminRoutes } from './modules/board/board.admin-routes.ts';
import { createEventsCache } from './modules/events/events.cache.ts';
import { sliderRoutes } from './modules/slider/slider.routes.ts';
import { financeRoutes } from './modules/finance/finance.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { contactAdminRoutes } from './modules/contact/contact.admin-routes.ts';
import { analyticsPlugin } from './modules/analytics/analytics.plugin.ts';
import { eventBookingRoutes } from './modules/bookings/bookings.routes.ts';
import { bookingLinkRoutes, myBookingsRoutes } from './modules/bookings/booking-links.routes.ts';
import { bookingsAdminRoutes } from './modules/bookings/bookings.admin-routes.ts';
import { bookingReminderJob } from './modules/bookings/booking-reminders.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { newsAdminRoutes } from './modules/news/news.admin-routes.ts';
import { newsFeedRoutes } from './modules/news/news.feed-routes.ts';
import { openSiteStore, seedSite, watchSiteVersion } from './modules/site/settings.service.ts';
import { createPagesService } from './modules/site/pages.service.ts';
import { sitePagesRoutes } from './modules/site/site.routes.ts';
import { siteAdminRoutes } from './modules/site/site.admin-routes.ts';

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

    await app.register(healthRoutes, { prefix: '/api' });
    await app.register(associationRoutes, { prefix: '/api/content', association, version: () => site.version });
    await app.register(sitePagesRoutes, { prefix: '/api/content', pages });
    await app.register(siteAdminRoutes, { prefix: '/api/admin', store: site, pages });
    await app.register(accountsPlugin, { association });
    const clock = options.clock ?? (() => new Date());
    await app.register(memberRoutes, { prefix: '/api/member', association, clock });
    await app.register(renewalReminderJob, { association, clock });
    await app.register(registrationRoutes, { prefix: '/api/membership', association, clock });
    await app.register(adminRoutes, { prefix: '/api/admin', association, clock });
    await app.register(eventsRoutes, { prefix: '/api/events', association });
    // One cache for the public board and its admin routes: a change shows on /boardmembers at once.
    const boardCache = createEventsCache();
    await app.register(boardRoutes, { prefix: '/api/content', cache: boardCache });
    await app.register(boardAdminRoutes, { prefix: '/api/admin', cache: boardCache });
    await app.register(sliderRoutes, { prefix: '/api' });
    await app.register(financeRoutes);
    await app.register(contactRoutes, { prefix: '/api/contactus', association });
    await app.register(contactAdminRoutes, { prefix: '/api/admin' });
    await app.register(analyticsPlugin, { clock });
    // One cache of sign-up answers for the public and board routes: a booking shows at once.
    const bookings = { db: database.db, association, publicUrl: config.publicUrl, cache: createEventsCache(), clock };
    await app.register(eventBookingRoutes, { prefix: '/api/events', context: bookings });
    await app.register(bookingLinkRoutes, { prefix: '/api/bookings', context: bookings });
    await app.register(myBookingsRoutes, { prefix: '/api/member', context: bookings });
    await app.register(bookingsAdminRoutes, { prefix: '/api/admin', context: bookings });
    await app.register(bookingReminderJob, { association, clock });
    // One cache for the news, the feed and the board's changes; entries live a few seconds at most,
    // so a scheduled post appears on time and another instance's change shows soon.
    const newsCache = createEventsCache({ ttlMs: 5_000 });
    await app.register(newsRoutes, { prefix: '/api/news', cache: newsCache, clock });
    await app.register(newsAdminRoutes, { prefix: '/api/admin/news', cache: newsCache, clock });
    await app.register(newsFeedRoutes, { prefix: '/news.xml', cache: newsCache, clock, association });

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

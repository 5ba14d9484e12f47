import { ZActivationPreview, ZSignInProviders } from '../shared/accounts.schema.ts';
import { ZActivityList, ZActivityPublic } from '../shared/activities.schema.ts';
import { ZAdminData } from '../shared/admin.schema.ts';
import { ZAdminBookings, ZBookingMoveTargets, ZMemberBookingAnswer, ZMyBookings } from '../shared/bookings.ts';
import { ZLoginUser } from '../shared/login-user.schema.ts';
import { ZFamilyProfile } from '../shared/profile.schema.ts';
import type { TSsrViewer } from '../shared/ssr-contract.ts';
import { ZBoardAnswer } from '../shared/board.schema.ts';
import { ZSignupStatusList } from '../shared/bookings.ts';
import { ZEventAnswer, ZEventList } from '../shared/events.schema.ts';
import { ZFinanceAdminReports, ZFinanceReport } from '../shared/finance.schema.ts';
import { ZGrantPeriod, ZGrantReport } from '../shared/grant-report.schema.ts';
import { NEWS_SLUG_PATTERN, ZNewsAdminAnswer, ZNewsHome, ZNewsList, ZNewsPost } from '../shared/news.schema.ts';
import { parseRowId } from '../shared/row-id.ts';
import { ZSitePageSource } from '../shared/site-pages.schema.ts';
import { ZSiteSettingsAnswer } from '../shared/site-settings.schema.ts';
import { ZPublicSliderAnswer } from '../shared/slider.schema.ts';
import { HttpError } from './http/errors.ts';
import { ZActivationLink } from './modules/accounts/account-schemas.ts';
import type { TAccountsStore } from './modules/accounts/accounts-store.ts';
import { refreshTokenInHeader, type TSessionService } from './modules/accounts/session.service.ts';
import { previewActivation } from './modules/accounts/signup.service.ts';
import { publicActivities, publicActivity, type TActivitiesContext } from './modules/activities/activities.service.ts';
import { loadAdminData } from './modules/admin/admin-data.service.ts';
import type { TAdminContext } from './modules/admin/admin-actions.service.ts';
import { bookingMoveTargets } from './modules/bookings/booking-board-changes.service.ts';
import { eventBookings } from './modules/bookings/bookings-admin.service.ts';
import { familyBookings } from './modules/bookings/my-bookings.service.ts';
import { readLoginUser } from './modules/members/login-user.service.ts';
import { ownFamilyProfile, type TProfileContext } from './modules/members/profile.service.ts';
import type { TMembershipContext } from './modules/membership/membership.context.ts';
import { pendingRenewalPayment } from './modules/membership/renewal.service.ts';
import { swishAppLink } from './modules/membership/swish-qr.ts';
import type { TOidcClients } from './modules/accounts/oidc.service.ts';
import { publicBoardData, type TBoardContext } from './modules/board/board.service.ts';
import { memberBooking, type TBookingsContext } from './modules/bookings/bookings.service.ts';
import { openSignups } from './modules/bookings/signup-status.service.ts';
import { eventAnswer, listEvents, type TEventsContext } from './modules/events/events.service.ts';
import { grantReport } from './modules/grant-report/grant-report.service.ts';
import type { TGrantReportContext } from './modules/grant-report/grant-report.context.ts';
import { adminReports, publishedReport, type TFinanceContext } from './modules/finance/finance.service.ts';
import { adminNews, publicHome, publicList, publicPost, type TNewsContext } from './modules/news/news.service.ts';
import type { TPagesService } from './modules/site/pages.service.ts';
import { currentSettings } from './modules/site/settings.service.ts';
import type { TSiteContext } from './modules/site/site.context.ts';
import { publicSlides, type TSliderContext } from './modules/slider/slider.service.ts';
import type { TPageReads } from './web/page-areas.ts';

/** The highest page of news the API answers. */
const NEWS_MAX_PAGE = 10_000;

/** The services' contexts, the same objects the API routes are given in app.ts. */
export type TPageReadSources = {
  events: TEventsContext;
  bookings: TBookingsContext;
  board: TBoardContext;
  finance: TFinanceContext;
  slider: TSliderContext;
  news: TNewsContext;
  activities: TActivitiesContext;
  pages: TPagesService;
  oidc: TOidcClients;
  accounts: TAccountsStore;
};

/** The API's 404 is the loaders' null ("no such thing"); any other refusal is a failure. */
async function nullWhenNotFound<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The public reads a page's loader may make (docs/decisions/0016): each calls the service function
 * its API route calls, as a visitor, and checks the answer with the route's answer schema, which
 * also strips what the route would not send. touch(area) is told which data the page shows.
 */
export function createPageReads(sources: TPageReadSources): TPageReads {
  return (touch) => ({
    async eventList() {
      touch('events');
      return ZEventList.parse(await listEvents(sources.events, false));
    },
    async event(id) {
      touch('events');
      const rowId = parseRowId(id);
      const answer = rowId === null ? null : await eventAnswer(sources.events, rowId, { kind: 'visitor' });
      return answer && ZEventAnswer.parse(answer);
    },
    async signupStatuses() {
      touch('bookings');
      return ZSignupStatusList.parse(await openSignups(sources.bookings, 'visitor'));
    },
    async board() {
      touch('board');
      return ZBoardAnswer.parse(await publicBoardData(sources.board));
    },
    async financeReport(year) {
      touch('finance');
      if (!/^\d{4}$/.test(year)) return null;
      const report = await nullWhenNotFound(() => publishedReport(sources.finance, Number(year)));
      return report && ZFinanceReport.parse(report);
    },
    // The site's version keys every page (it carries the association's details), pages included.
    sitePage: (slug, language) => sources.pages.publicPageData(slug, language),
    async slider(language) {
      touch('slider');
      return ZPublicSliderAnswer.parse(await publicSlides(sources.slider, language));
    },
    async newsList(language, page) {
      touch('news');
      if (page > NEWS_MAX_PAGE) throw new HttpError(400, 'validation', 'There is no such page of news.');
      return ZNewsList.parse(await publicList(sources.news, language, page));
    },
    async newsHome(language) {
      touch('news');
      return ZNewsHome.parse(await publicHome(sources.news, language));
    },
    async newsPost(language, slug) {
      touch('news');
      if (slug.length > 100 || !NEWS_SLUG_PATTERN.test(slug)) return null;
      const post = await publicPost(sources.news, language, slug);
      return post && ZNewsPost.parse(post);
    },
    async activityList() {
      touch('activities');
      return ZActivityList.parse(await publicActivities(sources.activities));
    },
    async activity(id) {
      touch('activities');
      const rowId = parseRowId(id);
      const answer = rowId === null ? null : await nullWhenNotFound(() => publicActivity(sources.activities, rowId));
      return answer && ZActivityPublic.parse(answer);
    },
    signInProviders: async () => ZSignInProviders.parse(sources.oidc.list()),
    // A link's own state, never a cached page's: the loader keeps no page that shows it.
    async activationPreview(email, code) {
      const link = ZActivationLink.safeParse({ email, code });
      if (!link.success) return null;
      return ZActivationPreview.parse(await previewActivation(sources.accounts, link.data.email, link.data.code));
    },
  });
}

/** What the signed-in reads are made from: the same objects the member and board routes are given. */
export type TSignedInReadSources = {
  profile: TProfileContext;
  membership: TMembershipContext;
  sessions: TSessionService;
  admin: TAdminContext;
  bookings: TBookingsContext;
  events: TEventsContext;
  finance: TFinanceContext;
  news: TNewsContext;
  grantReport: TGrantReportContext;
  site: TSiteContext;
};

/** Who a page request's Cookie header signs in, and the reads made as them; null: nobody. */
export type TViewerOf = (cookieHeader: string | undefined) => Promise<TSsrViewer | null>;

/**
 * The session a page request carries (its refresh cookie, checked as the refresh route checks it but
 * not rotated) and the member and board reads made as that person (docs/decisions/0022): each the
 * service function its GET route calls for the caller, its answer checked by the route's schema.
 * Board data only for a person whose role, read from the database now, is Admin.
 */
export function createViewerReads(sources: TSignedInReadSources): TViewerOf {
  return async (cookieHeader) => {
    const presented = refreshTokenInHeader(cookieHeader);
    if (!presented) return null;
    const session = await sources.sessions.peek(presented);
    const profile = session && (await readLoginUser(sources.profile, session.userId));
    if (!session || !profile) return null;
    const userId = session.userId;
    const viewer = { kind: session.role === 'Admin' ? 'admin' : 'member', userId } as const;
    // A board read: null for a person not on the board, as the board's routes refuse them.
    const forBoard =
      <T>(read: () => Promise<T>) =>
      async (): Promise<T | null> =>
        session.role === 'Admin' ? read() : null;
    return {
      user: ZLoginUser.parse(profile),
      reads: {
        family: async () => ZFamilyProfile.parse(await ownFamilyProfile(sources.profile, userId)),
        myBookings: async () => ZMyBookings.parse(await familyBookings(sources.bookings, userId)),
        event: async (eventId) => {
          const rowId = parseRowId(eventId);
          const answer = rowId === null ? null : await eventAnswer(sources.events, rowId, viewer);
          return answer && ZEventAnswer.parse(answer);
        },
        signupStatuses: async () => ZSignupStatusList.parse(await openSignups(sources.bookings, viewer.kind)),
        myBooking: async (eventId) => {
          const rowId = parseRowId(eventId);
          const caller = { userId, isAdmin: viewer.kind === 'admin' };
          const answer =
            rowId === null ? null : await nullWhenNotFound(() => memberBooking(sources.bookings, rowId, caller));
          return answer && ZMemberBookingAnswer.parse(answer);
        },
        renewalPayment: async (ids) => {
          const answer = await pendingRenewalPayment(sources.membership, userId, ids);
          return (
            answer && {
              imageSrc: `data:image/svg+xml;base64,${Buffer.from(answer.svg).toString('base64')}`,
              ...answer.payment,
              appLink: swishAppLink(answer.payment),
            }
          );
        },
        adminData: forBoard(async () => ZAdminData.parse(await loadAdminData(sources.admin))),
        adminFinanceReports: forBoard(async () => ZFinanceAdminReports.parse(await adminReports(sources.finance))),
        boardEvents: forBoard(async () => ZEventList.parse(await listEvents(sources.events, true))),
        adminNews: forBoard(async () => ZNewsAdminAnswer.parse(await adminNews(sources.news))),
        adminSettings: forBoard(async () => ZSiteSettingsAnswer.parse(currentSettings(sources.site))),
        adminPageSource: async ({ slug, language }) => {
          if (session.role !== 'Admin') return null;
          const source = await nullWhenNotFound(() => sources.site.pages.source(slug, language));
          return source && ZSitePageSource.parse(source);
        },
        eventBookings: async (eventId) => {
          const rowId = parseRowId(eventId);
          if (session.role !== 'Admin' || rowId === null) return null;
          const answer = await nullWhenNotFound(() => eventBookings(sources.bookings, rowId));
          return answer && ZAdminBookings.parse(answer);
        },
        bookingMoveTargets: async (bookingId) => {
          const rowId = parseRowId(bookingId);
          if (session.role !== 'Admin' || rowId === null) return null;
          const targets = await nullWhenNotFound(() => bookingMoveTargets(sources.bookings, rowId));
          return targets && ZBookingMoveTargets.parse(targets);
        },
        grantReport: async (period) => {
          const parsed = ZGrantPeriod.safeParse(period);
          if (session.role !== 'Admin' || !parsed.success) return null;
          return ZGrantReport.parse(await grantReport(sources.grantReport, parsed.data));
        },
      },
    };
  };
}

import { FORM_POST_DONE_PARAM } from '../../shared/form-post.ts';
import { lazyPage, type TLazyPage } from '../lib/lazy-page.ts';
import { RENEWAL_PAYMENT_PARAM } from '../../shared/renewal-payment.ts';
import { CONFIRM_PARAM } from '../../shared/cancel-question.ts';
import { BOOKING_CHANGE_PARAM } from '../../shared/board-booking-change.ts';

/**
 * public: content rendered on the server; protected: needs a signed-in user, so the server renders
 * only the frame; any: either (the frame pages such as /logout and /error).
 */
export type TRouteAccess = 'public' | 'protected' | 'any';

export type TRouteDefinition = {
  paths: string[];
  pageKey: string;
  access: TRouteAccess;
  /** Extra catalog namespaces the page reads; the server embeds them so hydration matches. */
  namespaces?: string[];
  page: TLazyPage;
  /**
   * The query parameters the page reads. The server renders (and keeps) a page by its path and
   * these alone; any other parameter shows the same page. Its data: app/page-loaders.ts.
   */
  query?: string[];
  /**
   * The page does its work as soon as it is opened (a link from a mail, a provider's return, a
   * sign-out, an error's details): the app loads after the first view, not at a person's first use.
   */
  actsOnArrival?: true;
};

export const ROUTES: TRouteDefinition[] = [
  {
    paths: ['/', '/adminin', '/adminout'],
    pageKey: 'home',
    access: 'public',
    namespaces: ['home', 'news'],
    page: lazyPage('features/home/home-page.tsx', () => import('../features/home/home-page.tsx')),
  },
  {
    paths: ['/diwali2024'],
    pageKey: 'diwali',
    access: 'public',
    page: lazyPage('features/diwali/diwali-page.tsx', () => import('../features/diwali/diwali-page.tsx')),
  },
  {
    paths: ['/election2024'],
    pageKey: 'election',
    access: 'public',
    page: lazyPage('features/election/election-page.tsx', () => import('../features/election/election-page.tsx')),
  },
  {
    paths: ['/events'],
    pageKey: 'events',
    query: ['edit'],
    access: 'public',
    namespaces: ['events', 'bookings'],
    page: lazyPage('features/events/events-page.tsx', () => import('../features/events/events-page.tsx')),
  },
  {
    paths: ['/events/:id'],
    pageKey: 'eventDetail',
    access: 'public',
    // A visitor's sign-up sent without the app lands on its sent state: /events/12?sent=1.
    query: ['sent'],
    namespaces: ['events', 'bookings'],
    page: lazyPage('features/events/event-detail-page.tsx', () => import('../features/events/event-detail-page.tsx')),
  },
  {
    // The family's sign-up on a page of its own, rendered for the member's session: the event's form
    // posts here without the app and lands on ?sent=booking (or ?sent=cancelled); the cancel button
    // asks at ?confirm=cancel.
    paths: ['/events/:id/signup'],
    pageKey: 'eventSignup',
    access: 'protected',
    query: [FORM_POST_DONE_PARAM, CONFIRM_PARAM],
    namespaces: ['events', 'bookings'],
    page: lazyPage('features/events/event-signup-page.tsx', () => import('../features/events/event-signup-page.tsx')),
  },
  {
    paths: ['/activities'],
    pageKey: 'activities',
    access: 'public',
    namespaces: ['activities'],
    page: lazyPage(
      'features/activities/activities-page.tsx',
      () => import('../features/activities/activities-page.tsx'),
    ),
  },
  {
    paths: ['/activities/:id'],
    pageKey: 'activityDetail',
    access: 'public',
    namespaces: ['activities'],
    page: lazyPage(
      'features/activities/activity-detail-page.tsx',
      () => import('../features/activities/activity-detail-page.tsx'),
    ),
  },
  {
    paths: ['/news', '/news/page/:page'],
    pageKey: 'news',
    access: 'public',
    namespaces: ['news'],
    page: lazyPage('features/news/news-list-page.tsx', () => import('../features/news/news-list-page.tsx')),
  },
  {
    paths: ['/news/:slug'],
    pageKey: 'newsPost',
    access: 'public',
    namespaces: ['news'],
    page: lazyPage('features/news/news-post-page.tsx', () => import('../features/news/news-post-page.tsx')),
  },
  {
    paths: ['/editevent/new', '/editevent/:id'],
    pageKey: 'editEvent',
    access: 'protected',
    namespaces: ['events', 'bookings'],
    page: lazyPage(
      'features/events/edit/edit-event-page.tsx',
      () => import('../features/events/edit/edit-event-page.tsx'),
    ),
  },
  {
    paths: ['/adminevents/:eventId/bookings'],
    pageKey: 'eventBookings',
    access: 'protected',
    // A booking's change open in the page (?change=12, asking before a cancel with &confirm=cancel),
    // and what a change sent without the app did (?sent=shrunk).
    query: [BOOKING_CHANGE_PARAM, CONFIRM_PARAM, FORM_POST_DONE_PARAM],
    namespaces: ['bookings'],
    page: lazyPage(
      'features/admin/events/event-bookings-page.tsx',
      () => import('../features/admin/events/event-bookings-page.tsx'),
    ),
  },
  {
    paths: ['/adminevents/:eventId/checkin'],
    pageKey: 'eventCheckin',
    access: 'protected',
    namespaces: ['bookings'],
    page: lazyPage(
      'features/admin/events/event-checkin-page.tsx',
      () => import('../features/admin/events/event-checkin-page.tsx'),
    ),
  },
  {
    // The period is the address: the report of one period is one page to open, print or keep.
    paths: ['/admingrantreport/:from/:to'],
    pageKey: 'grantReportPrint',
    access: 'protected',
    namespaces: ['admin'],
    page: lazyPage(
      'features/admin/grant-report/grant-report-print-page.tsx',
      () => import('../features/admin/grant-report/grant-report-print-page.tsx'),
    ),
  },
  {
    paths: ['/bookings/confirm'],
    pageKey: 'bookingConfirm',
    query: ['token'],
    access: 'public',
    namespaces: ['bookings'],
    page: lazyPage(
      'features/events/booking-confirm-page.tsx',
      () => import('../features/events/booking-confirm-page.tsx'),
    ),
  },
  {
    paths: ['/bookings/cancel'],
    pageKey: 'bookingCancel',
    query: ['token'],
    access: 'public',
    namespaces: ['bookings'],
    page: lazyPage(
      'features/events/booking-cancel-page.tsx',
      () => import('../features/events/booking-cancel-page.tsx'),
    ),
  },
  {
    paths: ['/memberregistration'],
    pageKey: 'registration',
    // Without the app the address says how many kid rows and whether the spouse's fields to show,
    // and a registration sent lands on ?sent, which shows the success text.
    query: ['kids', 'spouse', FORM_POST_DONE_PARAM],
    access: 'public',
    namespaces: ['registration'],
    page: lazyPage(
      'features/registration/registration-page.tsx',
      () => import('../features/registration/registration-page.tsx'),
    ),
  },
  {
    paths: ['/memberlogin'],
    pageKey: 'login',
    // The forgotten-password form sent without the app lands here with ?sent.
    query: ['view', 'returnTo', FORM_POST_DONE_PARAM],
    access: 'public',
    namespaces: ['accounts'],
    page: lazyPage('features/login/login-page.tsx', () => import('../features/login/login-page.tsx')),
  },
  {
    paths: ['/mypage'],
    pageKey: 'myPage',
    access: 'protected',
    // The tab and the edit form a link (or a refused post without the app) opens: /mypage?edit=address,
    // /mypage?tab=family&edit=kid:0042K1; the renewal's payment (/mypage?edit=renewal&pay=0042A); and
    // the form sent without the app whose notice it shows (/mypage?sent=preferences).
    query: ['tab', 'edit', RENEWAL_PAYMENT_PARAM, FORM_POST_DONE_PARAM],
    namespaces: ['mypage', 'bookings', 'signinlinks', 'activities', 'attendance'],
    page: lazyPage('features/my-page/my-page.tsx', () => import('../features/my-page/my-page.tsx')),
  },
  {
    paths: ['/attendance'],
    pageKey: 'attendance',
    access: 'protected',
    namespaces: ['attendance'],
    page: lazyPage(
      'features/attendance/attendance-page.tsx',
      () => import('../features/attendance/attendance-page.tsx'),
    ),
  },
  {
    paths: ['/attendance/:activityId/:day'],
    pageKey: 'attendanceList',
    access: 'protected',
    namespaces: ['attendance'],
    page: lazyPage(
      'features/attendance/attendance-list-page.tsx',
      () => import('../features/attendance/attendance-list-page.tsx'),
    ),
  },
  {
    paths: ['/adminfamily/:givenId'],
    pageKey: 'adminFamily',
    access: 'protected',
    // The board's view shares My page's tabs, whose preferences form reads its sent mark; the board's
    // view hides that form, so the mark is declared but never set here.
    query: [FORM_POST_DONE_PARAM],
    namespaces: ['mypage'],
    page: lazyPage('features/my-page/admin-family-page.tsx', () => import('../features/my-page/admin-family-page.tsx')),
  },
  {
    paths: ['/members'],
    pageKey: 'members',
    query: ['pass', 'fail'],
    access: 'public',
    page: lazyPage('features/members/members-page.tsx', () => import('../features/members/members-page.tsx')),
  },
  {
    paths: ['/verify'],
    pageKey: 'verify',
    query: ['oobCode'],
    access: 'public',
    actsOnArrival: true,
    namespaces: ['accounts'],
    page: lazyPage('features/verify/verify-page.tsx', () => import('../features/verify/verify-page.tsx')),
  },
  {
    paths: ['/activateaccount'],
    pageKey: 'activateAccount',
    // The account activated without the app lands here with ?sent.
    query: ['email', 'code', FORM_POST_DONE_PARAM],
    access: 'public',
    actsOnArrival: true,
    namespaces: ['accounts'],
    page: lazyPage(
      'features/activate/activate-account-page.tsx',
      () => import('../features/activate/activate-account-page.tsx'),
    ),
  },
  {
    paths: ['/undochange'],
    pageKey: 'undoChange',
    query: ['code'],
    access: 'public',
    actsOnArrival: true,
    namespaces: ['accounts'],
    page: lazyPage(
      'features/undo-change/undo-change-page.tsx',
      () => import('../features/undo-change/undo-change-page.tsx'),
    ),
  },
  {
    paths: ['/linksignin'],
    pageKey: 'linkSignIn',
    query: ['code'],
    access: 'protected',
    actsOnArrival: true,
    namespaces: ['signinlinks', 'accounts'],
    page: lazyPage(
      'features/link-sign-in/link-sign-in-page.tsx',
      () => import('../features/link-sign-in/link-sign-in-page.tsx'),
    ),
  },
  {
    paths: ['/redirect'],
    pageKey: 'redirect',
    query: ['code', 'error'],
    access: 'public',
    actsOnArrival: true,
    namespaces: ['accounts'],
    page: lazyPage('features/redirect/redirect-page.tsx', () => import('../features/redirect/redirect-page.tsx')),
  },
  {
    paths: ['/resetpassword'],
    pageKey: 'resetPassword',
    // The new password set without the app lands here with ?sent.
    query: ['token', FORM_POST_DONE_PARAM],
    access: 'public',
    namespaces: ['accounts'],
    page: lazyPage(
      'features/reset-password/reset-password-page.tsx',
      () => import('../features/reset-password/reset-password-page.tsx'),
    ),
  },
  {
    paths: ['/admindashboard', '/admindashboard/:section'],
    pageKey: 'adminDashboard',
    access: 'protected',
    namespaces: ['admin', 'news', 'site', 'statements', 'activities'],
    // The tab a section opens on, and the page and language the page editor opens (a form sent
    // without the app posts there and comes back there once saved, with ?sent).
    query: ['tab', 'page', 'lang', FORM_POST_DONE_PARAM],
    page: lazyPage(
      'features/admin/admin-dashboard-page.tsx',
      () => import('../features/admin/admin-dashboard-page.tsx'),
    ),
  },
  {
    paths: ['/boardmembers'],
    pageKey: 'board',
    access: 'public',
    namespaces: ['board'],
    page: lazyPage('features/board/board-members-page.tsx', () => import('../features/board/board-members-page.tsx')),
  },
  {
    paths: ['/finance-report/:year'],
    pageKey: 'financeReport',
    access: 'public',
    namespaces: ['finance'],
    page: lazyPage(
      'features/finance/finance-report-page.tsx',
      () => import('../features/finance/finance-report-page.tsx'),
    ),
  },
  {
    paths: ['/contactus'],
    pageKey: 'contact',
    // A message sent without the app lands here with ?sent, and the page says it was sent.
    query: [FORM_POST_DONE_PARAM],
    access: 'public',
    namespaces: ['contact'],
    page: lazyPage('features/contact/contact-page.tsx', () => import('../features/contact/contact-page.tsx')),
  },
  {
    paths: ['/aboutus'],
    pageKey: 'about',
    access: 'public',
    page: lazyPage('features/about/about-page.tsx', () => import('../features/about/about-page.tsx')),
  },
  {
    paths: ['/privacypolicy'],
    pageKey: 'privacy',
    access: 'public',
    namespaces: ['privacy'],
    page: lazyPage(
      'features/privacy/privacy-policy-page.tsx',
      () => import('../features/privacy/privacy-policy-page.tsx'),
    ),
  },
  {
    paths: ['/developer', '/dev'],
    pageKey: 'developer',
    access: 'public',
    page: lazyPage('features/developer/developer-page.tsx', () => import('../features/developer/developer-page.tsx')),
  },
  {
    paths: ['/more'],
    pageKey: 'more',
    access: 'protected',
    page: lazyPage('features/more/more-page.tsx', () => import('../features/more/more-page.tsx')),
  },
  {
    paths: ['/logout'],
    pageKey: 'logout',
    access: 'any',
    actsOnArrival: true,
    page: lazyPage('features/logout/logout-page.tsx', () => import('../features/logout/logout-page.tsx')),
  },
  {
    paths: ['/not-found'],
    pageKey: 'notFound',
    access: 'any',
    page: lazyPage('features/errors/not-found-page.tsx', () => import('../features/errors/not-found-page.tsx')),
  },
  {
    paths: ['/error'],
    pageKey: 'error',
    access: 'any',
    actsOnArrival: true,
    page: lazyPage('features/errors/error-page.tsx', () => import('../features/errors/error-page.tsx')),
  },
];

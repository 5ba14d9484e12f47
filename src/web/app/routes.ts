import { lazyPage, type TLazyPage } from '../lib/lazy-page.ts';
import type { TRoutePrefetch } from '../lib/server-prefetch.ts';

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
  /** Public data the server fetches and embeds before rendering (docs/decisions/0003); never runs in the browser. */
  prefetch?: TRoutePrefetch;
};

export const ROUTES: TRouteDefinition[] = [
  {
    paths: ['/', '/adminin', '/adminout'],
    pageKey: 'home',
    access: 'public',
    namespaces: ['home'],
    prefetch: async (...args) => (await import('../features/home/home-slider-prefetch.ts')).prefetchHomeSlider(...args),
    page: lazyPage('features/home/home-page.tsx', () => import('../features/home/home-page.tsx')),
  },
  {
    paths: ['/diwali2024'],
    pageKey: 'diwali',
    access: 'public',
    namespaces: ['diwali'],
    page: lazyPage('features/diwali/diwali-page.tsx', () => import('../features/diwali/diwali-page.tsx')),
  },
  {
    paths: ['/election2024'],
    pageKey: 'election',
    access: 'public',
    namespaces: ['election'],
    page: lazyPage('features/election/election-page.tsx', () => import('../features/election/election-page.tsx')),
  },
  {
    paths: ['/events'],
    pageKey: 'events',
    access: 'public',
    namespaces: ['events'],
    prefetch: async (...args) => (await import('../features/events/events-prefetch.ts')).prefetchEventList(...args),
    page: lazyPage('features/events/events-page.tsx', () => import('../features/events/events-page.tsx')),
  },
  {
    paths: ['/events/:id'],
    pageKey: 'eventDetail',
    access: 'public',
    namespaces: ['events'],
    prefetch: async (...args) => (await import('../features/events/events-prefetch.ts')).prefetchEventDetail(...args),
    page: lazyPage('features/events/event-detail-page.tsx', () => import('../features/events/event-detail-page.tsx')),
  },
  {
    paths: ['/editevent/new', '/editevent/:id'],
    pageKey: 'editEvent',
    access: 'protected',
    namespaces: ['events'],
    page: lazyPage(
      'features/events/edit/edit-event-page.tsx',
      () => import('../features/events/edit/edit-event-page.tsx'),
    ),
  },
  {
    paths: ['/memberregistration'],
    pageKey: 'registration',
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
    access: 'public',
    namespaces: ['accounts'],
    page: lazyPage('features/login/login-page.tsx', () => import('../features/login/login-page.tsx')),
  },
  {
    paths: ['/mypage'],
    pageKey: 'myPage',
    access: 'protected',
    namespaces: ['mypage'],
    page: lazyPage('features/my-page/my-page.tsx', () => import('../features/my-page/my-page.tsx')),
  },
  {
    paths: ['/adminfamily/:givenId'],
    pageKey: 'adminFamily',
    access: 'protected',
    namespaces: ['mypage'],
    page: lazyPage('features/my-page/admin-family-page.tsx', () => import('../features/my-page/admin-family-page.tsx')),
  },
  {
    paths: ['/members'],
    pageKey: 'members',
    access: 'public',
    page: lazyPage('features/members/members-page.tsx', () => import('../features/members/members-page.tsx')),
  },
  {
    paths: ['/verify'],
    pageKey: 'verify',
    access: 'public',
    namespaces: ['accounts'],
    page: lazyPage('features/verify/verify-page.tsx', () => import('../features/verify/verify-page.tsx')),
  },
  {
    paths: ['/activateaccount'],
    pageKey: 'activateAccount',
    access: 'public',
    namespaces: ['accounts'],
    page: lazyPage(
      'features/activate/activate-account-page.tsx',
      () => import('../features/activate/activate-account-page.tsx'),
    ),
  },
  {
    paths: ['/redirect'],
    pageKey: 'redirect',
    access: 'public',
    namespaces: ['accounts'],
    page: lazyPage('features/redirect/redirect-page.tsx', () => import('../features/redirect/redirect-page.tsx')),
  },
  {
    paths: ['/resetpassword'],
    pageKey: 'resetPassword',
    access: 'public',
    namespaces: ['accounts'],
    page: lazyPage(
      'features/reset-password/reset-password-page.tsx',
      () => import('../features/reset-password/reset-password-page.tsx'),
    ),
  },
  {
    paths: ['/admindashboard'],
    pageKey: 'adminDashboard',
    access: 'protected',
    namespaces: ['admin'],
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
    prefetch: async (...args) => (await import('../features/board/board-prefetch.ts')).prefetchBoard(...args),
    page: lazyPage('features/board/board-members-page.tsx', () => import('../features/board/board-members-page.tsx')),
  },
  {
    paths: ['/finance-report/:year'],
    pageKey: 'financeReport',
    access: 'public',
    namespaces: ['finance'],
    prefetch: async (...args) =>
      (await import('../features/finance/finance-prefetch.ts')).prefetchFinanceReport(...args),
    page: lazyPage(
      'features/finance/finance-report-page.tsx',
      () => import('../features/finance/finance-report-page.tsx'),
    ),
  },
  {
    paths: ['/contactus'],
    pageKey: 'contact',
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
    page: lazyPage('features/errors/error-page.tsx', () => import('../features/errors/error-page.tsx')),
  },
];

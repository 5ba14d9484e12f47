/**
 * Every route pattern of the web app (src/web/app/routes.ts, in the same order: a test keeps the two
 * alike). The server keeps page views by pattern only, so `/events/123` counts as `/events/:id`.
 */
export const SITE_PATH_PATTERNS = [
  '/',
  '/adminin',
  '/adminout',
  '/diwali2024',
  '/election2024',
  '/events',
  '/events/:id',
  '/events/:id/signup',
  '/activities',
  '/activities/:id',
  '/news',
  '/news/page/:page',
  '/news/:slug',
  '/editevent/new',
  '/editevent/:id',
  '/adminevents/:eventId/bookings',
  '/adminevents/:eventId/checkin',
  '/admingrantreport/:from/:to',
  '/bookings/confirm',
  '/bookings/cancel',
  '/memberregistration',
  '/memberlogin',
  '/mypage',
  '/attendance',
  '/attendance/:activityId/:day',
  '/adminfamily/:givenId',
  '/members',
  '/verify',
  '/activateaccount',
  '/undochange',
  '/linksignin',
  '/redirect',
  '/resetpassword',
  '/admindashboard',
  '/admindashboard/:section',
  '/boardmembers',
  '/finance-report/:year',
  '/contactus',
  '/aboutus',
  '/privacypolicy',
  '/developer',
  '/dev',
  '/more',
  '/logout',
  '/not-found',
  '/error',
] as const;

export type TSitePathPattern = (typeof SITE_PATH_PATTERNS)[number];

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('/');
  return (
    parts.length === segments.length &&
    parts.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
  );
}

/**
 * The pattern a path belongs to, matched exactly and case-sensitively as the router does, so with
 * no trailing slash; null for a path the site does not have.
 */
export function sitePathPattern(path: string): TSitePathPattern | null {
  if (!path.startsWith('/') || path.includes('//') || (path.length > 1 && path.endsWith('/'))) return null;
  const segments = path.split('/');
  return SITE_PATH_PATTERNS.find((pattern) => matches(pattern, segments)) ?? null;
}

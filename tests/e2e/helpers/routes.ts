// The app's routes and the page each one shows (catalog common.json -> pages.<pageKey>.title is the
// text of its single h1). One table, so the route, SSR, security and axe specs cannot drift apart.

export type TRoute = {
  path: string;
  pageKey: string;
  /** The route's first path when this is another path of the same route: the very same page. */
  aliasOf?: string;
};

export type TProtectedRoute = TRoute & {
  /** /more is a developer entry: it also needs local storage developerMode=true. */
  needsDeveloperMode: boolean;
};

/** Pages anyone may open; each shows its own h1 and is rendered on the server. */
export const PUBLIC_ROUTES: readonly TRoute[] = [
  { path: '/', pageKey: 'home' },
  { path: '/adminin', pageKey: 'home', aliasOf: '/' },
  { path: '/adminout', pageKey: 'home', aliasOf: '/' },
  { path: '/diwali2024', pageKey: 'diwali' },
  { path: '/events', pageKey: 'events' },
  { path: '/events/1', pageKey: 'eventDetail' },
  { path: '/activities', pageKey: 'activities' },
  { path: '/bookings/confirm?token=e2e-not-a-real-token', pageKey: 'bookingConfirm' },
  { path: '/bookings/cancel?token=e2e-not-a-real-token', pageKey: 'bookingCancel' },
  { path: '/news', pageKey: 'news' },
  { path: '/memberregistration', pageKey: 'registration' },
  { path: '/memberlogin', pageKey: 'login' },
  { path: '/members', pageKey: 'members' },
  { path: '/verify', pageKey: 'verify' },
  { path: '/activateaccount?email=a%40b.se&code=123456', pageKey: 'activateAccount' },
  { path: '/redirect', pageKey: 'redirect' },
  { path: '/resetpassword?token=e2e-not-a-real-token', pageKey: 'resetPassword' },
  { path: '/undochange?code=e2e-not-a-real-code', pageKey: 'undoChange' },
  { path: '/boardmembers', pageKey: 'board' },
  { path: '/finance-report/2022', pageKey: 'financeReport' },
  { path: '/contactus', pageKey: 'contact' },
  { path: '/aboutus', pageKey: 'about' },
  { path: '/privacypolicy', pageKey: 'privacy' },
  { path: '/election2024', pageKey: 'election' },
  { path: '/developer', pageKey: 'developer' },
  { path: '/dev', pageKey: 'developer', aliasOf: '/developer' },
  { path: '/not-found', pageKey: 'notFound' },
];

/** The error page may redirect or show a status, so only its frame is checked. */
export const ERROR_ROUTE = '/error';

/**
 * The last Saturday before today: a day the first demo activity (a Saturday class whose term began
 * eight weeks before the database was made) met, so its attendance list opens.
 */
function lastSaturday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 1) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

export const PROTECTED_ROUTES: readonly TProtectedRoute[] = [
  { path: '/mypage', pageKey: 'myPage', needsDeveloperMode: false },
  { path: '/admindashboard', pageKey: 'adminDashboard', needsDeveloperMode: false },
  { path: '/editevent/new', pageKey: 'editEvent', needsDeveloperMode: false },
  { path: '/adminevents/1/bookings', pageKey: 'eventBookings', needsDeveloperMode: false },
  { path: '/adminevents/1/checkin', pageKey: 'eventCheckin', needsDeveloperMode: false },
  { path: '/attendance', pageKey: 'attendance', needsDeveloperMode: false },
  { path: `/attendance/1/${lastSaturday()}`, pageKey: 'attendanceList', needsDeveloperMode: false },
  { path: '/admingrantreport/2025-01-01/2025-06-30', pageKey: 'grantReportPrint', needsDeveloperMode: false },
  { path: '/more', pageKey: 'more', needsDeveloperMode: true },
];

/**
 * Paths the router does not know, matched exactly and case-sensitively (so a trailing or doubled
 * slash is not the page): they end at /.
 */
export const UNKNOWN_PATHS = ['/no-such-page', '/events/1/extra', '/MYPAGE', '/events/', '/events/1/', '/mypage/'];

export const MENU_KEYS = [
  'home',
  'board',
  'members',
  'adminDashboard',
  'events',
  'activities',
  'myPage',
  'more',
  'contact',
] as const;
export type TMenuKey = (typeof MENU_KEYS)[number];

export function pageTitleKey(pageKey: string): string {
  return `common:pages.${pageKey}.title`;
}

/**
 * The board's tabs over all its sections: members (4 tables and the register import), money (finance
 * reports, statements), events (events, activities, grant report), content (news, slider, pages,
 * visits), association (settings, board, roles, messages, audit).
 */
export const DASHBOARD_TAB_COUNT = 19;

// The requests sqlmap attacks: path parameters, query strings and JSON bodies of the public, member
// and admin API, with real ids from the demo content so each request reaches its database query.
import type { TScanTarget } from './sqlmap.ts';

export type TScanContext = {
  origin: string;
  adminToken: string;
  memberToken: string;
  memberGivenId: string;
  eventId: number;
  picture: string | null;
  /** "METHOD /pattern" of every route the server has: targets of routes that do not exist are skipped. */
  routes: Set<string>;
};

type TTargetRow = TScanTarget & { route: string };

export function scanTargets(context: TScanContext): TScanTarget[] {
  const { origin, adminToken: admin, memberToken: member, memberGivenId: givenId, eventId } = context;
  const rows: TTargetRow[] = [
    {
      name: 'finance report by year (path)',
      route: 'GET /api/content/finance/:year',
      method: 'GET',
      url: `${origin}/api/content/finance/2022*`,
    },
    {
      name: 'event by id (path)',
      route: 'GET /api/events/:id',
      method: 'GET',
      url: `${origin}/api/events/${eventId}*`,
    },
    {
      name: 'calendar language (query)',
      route: 'GET /api/events/calendar.ics',
      method: 'GET',
      url: `${origin}/api/events/calendar.ics?lang=en`,
    },
    ...(context.picture
      ? [
          {
            name: 'picture by hash (path, query)',
            route: 'GET /api/events/Image/:picture',
            method: 'GET' as const,
            url: `${origin}/api/events/Image/${context.picture.replace('.webp', '*.webp')}?w=640`,
          },
        ]
      : []),
    {
      name: 'sign-in',
      route: 'POST /api/auth/login',
      method: 'POST',
      url: `${origin}/api/auth/login`,
      json: { email: 'nobody@example.org', password: 'not-the-password' },
    },
    {
      name: 'forgotten password',
      route: 'POST /api/auth/forgot',
      method: 'POST',
      url: `${origin}/api/auth/forgot`,
      json: { email: 'nobody@example.org' },
    },
    {
      name: 'account activation',
      route: 'POST /api/member/activate',
      method: 'POST',
      url: `${origin}/api/member/activate`,
      json: { email: 'nobody@example.org', code: 'abcdef', password: 'Sqlmap-Probe-Lantern-26' },
    },
    {
      name: 'contact form',
      route: 'POST /api/contactus/save',
      method: 'POST',
      url: `${origin}/api/contactus/save`,
      json: { fullName: 'Sql Map', email: 'sqlmap@example.org', subject: 'Hello', message: 'Hello there' },
    },
    {
      name: 'page view',
      route: 'POST /api/analytics/page-view',
      method: 'POST',
      url: `${origin}/api/analytics/page-view`,
      json: { path: '/events' },
    },
    {
      name: 'renewal QR code (member, query)',
      route: 'POST /api/member/QRCode',
      method: 'POST',
      url: `${origin}/api/member/QRCode?ids=${givenId}`,
      token: member,
    },
    {
      name: 'address change (member)',
      route: 'POST /api/member/updateaddress',
      method: 'POST',
      url: `${origin}/api/member/updateaddress`,
      json: { self: { streetAddress: 'Storgatan 2', city: 'Uppsala', postalCode: '753 20', country: 'Sweden' } },
      token: member,
    },
    {
      name: 'event comment (member)',
      route: 'POST /api/events/:id/addComments',
      method: 'POST',
      url: `${origin}/api/events/${eventId}*/addComments`,
      json: { message: 'A comment' },
      token: member,
      // The answer shows the comment back: sqlmap would spend minutes on UNION guesses from that echo.
      techniques: 'BEST',
    },
    {
      name: 'audit log (admin, query)',
      route: 'GET /api/admin/audit',
      method: 'GET',
      url: `${origin}/api/admin/audit?limit=5`,
      token: admin,
    },
    {
      name: 'family by givenId (admin, path)',
      route: 'GET /api/admin/family/:givenId',
      method: 'GET',
      url: `${origin}/api/admin/family/${givenId}*`,
      token: admin,
    },
    {
      name: 'approve registration (admin)',
      route: 'POST /api/admin/approve',
      method: 'POST',
      url: `${origin}/api/admin/approve`,
      json: { id: givenId },
      token: admin,
    },
    {
      name: 'finance figures (admin, path)',
      route: 'PUT /api/admin/finance/:year',
      method: 'PUT',
      url: `${origin}/api/admin/finance/2019*`,
      json: { incomeSek: 100, expenseSek: 40, resultSek: 60 },
      token: admin,
    },
    {
      name: 'visits report (admin, query)',
      route: 'GET /api/admin/analytics/visits',
      method: 'GET',
      url: `${origin}/api/admin/analytics/visits?weeks=4`,
      token: admin,
    },
  ];
  return rows.filter((row) => context.routes.has(row.route)).map(({ route: _route, ...target }) => target);
}

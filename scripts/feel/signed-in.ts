// The member and board pages, timed from navigation start to what the person opened them for: her
// name, the member table's first row, an event's first booking, the door's first arrival. The data
// they show is set up through the API, as the board would.
import { signIn } from '../lighthouse/browser-session.ts';
import type { TCondition } from './in-page.ts';

export type TSignedInPage = { path: string; label: string; note: string; content: TCondition[] };

/** The web app's local storage keys (src/web/lib/storage-keys.ts); scripts do not import web code. */
export const STORAGE = {
  accessToken: 'access_token',
  refreshMarker: 'refresh_token',
  language: 'association_language',
  cookieConsent: 'cookieConsent',
};

const BOOKINGS = '/adminevents/:id/bookings';
const CHECKIN = '/adminevents/:id/checkin';
export const SIGNED_IN_PAGES = ['/mypage', '/admindashboard', BOOKINGS, CHECKIN];

type TCredentials = { email: string; password: string };

async function api<T>(origin: string, token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * An upcoming event with sign-up open and the board member's own booking on it, so its bookings
 * table and check-in list have a first row to show.
 */
async function eventWithBooking(origin: string, token: string): Promise<number> {
  const today = isoDay(new Date());
  const events = await api<{ eventId: number; startDate: string }[]>(origin, token, '/api/events/all');
  const upcoming = events
    .filter((event) => event.startDate > today)
    .sort((a, b) => (a.startDate < b.startDate ? -1 : 1));
  const event = upcoming[0];
  if (!event) throw new Error('the demo content has no upcoming event to book');
  await api(origin, token, `/api/admin/events/${event.eventId}/signup`, {
    method: 'PUT',
    body: {
      places: '',
      signupClosesOn: today,
      openToNonMembers: 'false',
      memberAdult: '0',
      memberChild: '0',
      nonMemberAdult: '0',
      nonMemberChild: '0',
    },
  });
  const { booking, family } = await api<{ booking: unknown; family: { givenId: string }[] }>(
    origin,
    token,
    `/api/events/${event.eventId}/booking`,
  );
  if (booking === null) {
    await api(origin, token, `/api/events/${event.eventId}/booking`, {
      method: 'PUT',
      body: { attendees: family.slice(0, 1).map((member) => member.givenId), guestAdults: 1 },
    });
  }
  return event.eventId;
}

/** Signs in, sets up the data, and names each page's path and what shows it is there. */
export async function prepareSignedIn(origin: string, admin: TCredentials, paths: string[]) {
  const token = await signIn(origin, admin);
  const family = await api<{ members: { email: string | null; firstName: string; lastName: string }[] }>(
    origin,
    token,
    '/api/member/family',
  );
  const me = family.members.find((member) => member.email === admin.email);
  if (!me) throw new Error('the signed-in board member is not in their own family');
  const needsEvent = paths.some((path) => path === BOOKINGS || path === CHECKIN);
  const eventId = needsEvent ? await eventWithBooking(origin, token) : null;
  const name = `${me.firstName} ${me.lastName}`;
  const shows: Record<string, Omit<TSignedInPage, 'path' | 'label'>> = {
    '/mypage': { note: 'her name', content: [{ selector: '.mypage-about dd', text: name }] },
    '/admindashboard': {
      note: 'first table row (below the fold)',
      content: [{ selector: '.page table tbody tr', belowTheFold: true }],
    },
    [BOOKINGS]: { note: 'first booking row', content: [{ selector: '.bookings-table tbody tr', belowTheFold: true }] },
    [CHECKIN]: { note: 'first arrival entry', content: [{ selector: '.checkin-list li', belowTheFold: true }] },
  };
  const pages = paths.map((path): TSignedInPage => ({
    path: path.replace(':id', String(eventId)),
    label: path,
    ...(shows[path] ?? { note: 'page title', content: [{ selector: 'h1.page-title' }] }),
  }));
  return { token, pages };
}

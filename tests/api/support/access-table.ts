import type { InjectOptions } from 'fastify';
import { multipartBody, pngBytes } from '../../../src/server/testing/events.fixtures.ts';
import {
  personnummer,
  registrationFormFields,
  registrationPayload,
} from '../../../src/server/testing/registration.fixtures.ts';
import { tokenFor, type TTestApp } from '../../../src/server/testing/build-test-app.ts';
import { formOf, postOfForm } from '../../../src/shared/site-settings-form.ts';
import { ZSiteSettings } from '../../../src/shared/site-settings.schema.ts';
import { ATTENDANCE_ROWS } from './attendance-access.ts';
import { asActor, MEMBER_PASSWORD, MINIMAL_PDF, type TActor, type TApiWorld } from './api-world.ts';

/**
 * Who may call what, for every API route (deny by default): a route without a row here fails the
 * test, and so does a row whose route is gone.
 *   ok      2xx or 3xx
 *   401     refused: not logged in          403  refused: logged in, not allowed
 *   denied  403 or 404: another family's thing (and nothing changed)
 *   allowed let in: any answer but 401, 403 and 5xx (a 4xx about the content, e.g. an unknown code)
 *   n/a     the route takes no id of another family: it acts on the caller's own data only
 */
export type TExpect = 'ok' | '401' | '403' | 'denied' | 'allowed' | 'n/a';
export type TRow = {
  /** visitor, member, member aiming at another family's data, admin */
  expect: [TExpect, TExpect, TExpect, TExpect];
  request: (world: TApiWorld, actor: TActor) => InjectOptions | Promise<InjectOptions>;
  /**
   * The state the row's call needs and another row may undo (rows run in any order), put back before
   * each caller's call: a row depends on no other row having run, or not run, before it.
   */
  arrange?: (world: TApiWorld, app: TTestApp) => Promise<void>;
};

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const post = (url: string, payload?: object): InjectOptions => ({ method: 'POST', url, payload: payload ?? {} });
const put = (url: string, payload: object): InjectOptions => ({ method: 'PUT', url, payload });
const del = (url: string): InjectOptions => ({ method: 'DELETE', url });
/** A form as a browser without the app sends it: urlencoded, to the page's own path. */
const formPost = (url: string, fields: Record<string, string>): InjectOptions => ({
  method: 'POST',
  url,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/**
 * A signed-in form as a browser without the app sends it: the session's refresh cookie (a visitor
 * has none) and the site's own Origin (the test app's PUBLIC_URL).
 */
const sessionFormPost = (w: TApiWorld, actor: TActor, url: string, fields: Record<string, string>): InjectOptions => {
  const request = formPost(url, fields);
  const cookie = actor === 'visitor' ? undefined : actor === 'admin' ? w.sessionCookies.admin : w.sessionCookies.member;
  return {
    ...request,
    headers: { ...request.headers, origin: 'https://tamil.example.se', ...(cookie ? { cookie } : {}) },
  };
};

const bannerBody = (w: TApiWorld) => ({
  target: { kind: 'post', postId: w.newsPostId },
  texts: { ta: { title: 'விழா' } },
  endsOn: '2030-01-01',
});
/** A banner on the home page, for the rows that take it down. */
async function putUpBanner(w: TApiWorld, app: TTestApp): Promise<void> {
  const response = await app.app.inject(asActor(w, 'admin', put('/api/admin/news/banner', bannerBody(w))));
  if (response.statusCode !== 200) throw new Error(`banner not put up: ${response.statusCode} ${response.body}`);
}

const PUBLIC: TRow['expect'] = ['ok', 'ok', 'n/a', 'ok'];
const PUBLIC_FORM: TRow['expect'] = ['allowed', 'allowed', 'n/a', 'allowed'];
const OWN: TRow['expect'] = ['401', 'ok', 'n/a', 'ok'];
const ADMIN: TRow['expect'] = ['401', '403', 'n/a', 'ok'];
/** A signed-in caller's own form: let in (a 4xx about the content is fine), a visitor refused. */
const OWN_FORM: TRow['expect'] = ['401', 'allowed', 'n/a', 'allowed'];

const adult = (email: string | null) => ({
  firstName: 'Kavitha',
  lastName: 'Raman',
  personalNumber: personnummer('19800101'),
  email: email ?? '',
});
const address = { streetAddress: 'Storgatan 2', city: 'Uppsala', postalCode: '753 20', country: 'Sweden' };
let spouses = 0;
const spouse = () => ({
  firstName: 'Arun',
  lastName: 'Raman',
  personalNumber: personnummer('19790202', '456'),
  email: `matrix.spouse.${++spouses}.${process.pid}@example.org`,
});
const kid = (givenId: string) => ({
  givenId,
  firstName: 'Kid',
  lastName: 'Raman',
  personalNumber: personnummer('20150101', '234'),
});
const signupBody = {
  places: 50,
  signupClosesOn: '2099-01-10',
  openToNonMembers: false,
  memberAdult: 100,
  memberChild: 50,
  nonMemberAdult: 150,
  nonMemberChild: 75,
};
const guestBookingBody = {
  name: 'Visiting Person',
  email: 'visiting@example.org',
  phone: '0701234567',
  adults: 1,
  children: 0,
  note: '',
  language: 'en',
};
/**
 * The same sign-up as a browser without the app sends it: every field as text, to an address of its
 * own (mails to one address are capped, and the JSON route's row has already written to the other).
 */
const guestBookingForm = Object.fromEntries(
  Object.entries({ ...guestBookingBody, email: 'visiting-by-form@example.org' }).map(([name, value]) => [
    name,
    String(value),
  ]),
);
const eventBody = { name: 'Vesak', nameTamil: 'வெசாக்', startDate: '2025-05-12', published: 'true' };

const boardBody = { financialYear: 2024, nameEn: 'Kumar', nameTa: 'குமார்', position: 'treasurer', sortOrder: 3 };
// Few fields: the bad-input test tries every leaf of every body with ten odd values.
const activityBody = {
  nameTa: 'தமிழ் வகுப்பு',
  nameEn: 'Tamil class',
  nameSv: 'Tamilklass',
  place: 'Folkets hus',
  audience: 'everyone',
  weekday: 6,
  startTime: '10:00',
  endTime: '12:00',
  startsOn: '2025-01-04',
  endsOn: '2025-06-14',
  daysOff: ['2025-04-19'],
};
const newsBody = {
  texts: { ta: { title: 'செய்தி', body: 'உரை' } },
  publishAt: '2024-05-01T10:00:00+02:00',
  draft: false,
};
const pdfUpload = async (): Promise<InjectOptions> => ({
  method: 'PUT',
  url: '/api/admin/finance/2021/report.pdf',
  ...(await multipartBody(
    {},
    { bytes: Buffer.from(MINIMAL_PDF), name: 'report.pdf', type: 'application/pdf', field: 'pdf' },
  )),
});

const statementUpload = async (): Promise<InjectOptions> => ({
  method: 'POST',
  url: '/api/admin/statements/import',
  ...(await multipartBody(
    {},
    {
      bytes: Buffer.from('Bokföringsdag;Belopp;Text\n2024-05-02;100,00;FY2024 0001A\n'),
      name: 'statement.csv',
      type: 'text/csv',
      field: 'statement',
    },
  )),
});
// One household of one adult, unknown to the world: the admin's import makes it (its e-mail unique per run).
const registerUpload = async (path: '' | '/preview', fields: Record<string, string> = {}): Promise<InjectOptions> => ({
  method: 'POST',
  url: `/api/admin/register-imports${path}`,
  ...(await multipartBody(fields, {
    bytes: Buffer.from(
      `Förnamn;Efternamn;Personnummer;E-post\nMatrix;Import;${personnummer('19581111', '321')};matrix.import.${process.pid}@example.org\n`,
    ),
    name: 'register.csv',
    type: 'text/csv',
    field: 'register',
  })),
});
// A board route about one statement line: no line exists in this world, so the admin's answer is a 404.
const BOARD_LINE: TRow['expect'] = ['401', '403', 'n/a', 'allowed'];

// A real picture, made once (sharp takes a moment).
let upload: Promise<InjectOptions> | undefined;
const sliderUpload = () =>
  (upload ??= (async () => {
    const form = await multipartBody(
      { altEn: 'Dance', altTa: 'நடனம்', altSv: 'Dans' },
      { bytes: await pngBytes(320, 200), name: 'slide.png', type: 'image/png' },
    );
    return { method: 'POST', url: '/api/admin/slider', ...form };
  })());

export const ACCESS_MATRIX: Record<string, TRow> = {
  ...ATTENDANCE_ROWS,
  'GET /api/health': { expect: PUBLIC, request: () => get('/api/health') },
  'GET /api/docs/json': { expect: PUBLIC, request: () => get('/api/docs/json') },
  'GET /api/content/association': { expect: PUBLIC, request: () => get('/api/content/association') },
  'GET /api/content/board': { expect: PUBLIC, request: () => get('/api/content/board') },
  'GET /api/content/pages/:slug/:language': { expect: PUBLIC, request: () => get('/api/content/pages/privacy/en') },
  'GET /api/content/finance/:year': { expect: PUBLIC, request: () => get('/api/content/finance/2024') },
  'POST /api/contactus/save': {
    expect: PUBLIC,
    request: () =>
      post('/api/contactus/save', {
        fullName: 'Visitor Person',
        email: 'v@example.org',
        subject: 'Hi',
        message: 'Hello',
      }),
  },
  'POST /api/membership/register': {
    expect: PUBLIC,
    request: () => post('/api/membership/register', registrationPayload({ language: 'en' })),
  },

  'POST /api/auth/login': {
    expect: PUBLIC,
    request: (w) => post('/api/auth/login', { email: w.member.email, password: MEMBER_PASSWORD }),
  },
  'POST /api/auth/refresh': { expect: PUBLIC, request: () => post('/api/auth/refresh') },
  'POST /api/auth/logout': { expect: PUBLIC, request: () => post('/api/auth/logout') },
  // Ends every session of its caller: members of their own, so the world's tokens live on.
  'POST /api/auth/logout-everywhere': {
    expect: OWN,
    request: async (w, actor) => ({
      ...post('/api/auth/logout-everywhere'),
      ...(actor === 'visitor'
        ? {}
        : {
            headers: {
              authorization: `Bearer ${await tokenFor(w.sessionEnders[actor === 'admin' ? 'admin' : 'member'])}`,
            },
          }),
    }),
  },
  'POST /api/auth/oidc/exchange': {
    expect: PUBLIC_FORM,
    request: () => ({
      ...post('/api/auth/oidc/exchange', { code: 'not-a-code' }),
      cookies: { oidc_state: 'not-mine' },
    }),
  },
  'POST /contactus': {
    expect: PUBLIC,
    request: () =>
      formPost('/contactus', { fullName: 'Visitor Person', email: 'v@example.org', subject: 'Hi', message: 'Hello' }),
  },
  // The registration sent without the app, at its page: a public form (each call a new family).
  'POST /memberregistration': {
    expect: PUBLIC,
    request: () => formPost('/memberregistration', registrationFormFields(registrationPayload({ language: 'en' }))),
  },
  'POST /memberlogin': {
    expect: PUBLIC,
    request: () => formPost('/memberlogin?view=forgotpassword', { email: 'nobody@example.org' }),
  },
  'POST /resetpassword': {
    expect: PUBLIC_FORM,
    request: () =>
      formPost('/resetpassword?token=not-a-code', { password: 'Long-enough-9x!', confirmpassword: 'Long-enough-9x!' }),
  },
  'POST /activateaccount': {
    expect: PUBLIC_FORM,
    request: () =>
      formPost('/activateaccount?email=nobody%40example.org&code=not-a-code', { password: 'Long-enough-9x!' }),
  },
  'POST /api/auth/forgot': { expect: PUBLIC, request: () => post('/api/auth/forgot', { email: 'nobody@example.org' }) },
  'POST /api/auth/reset': {
    expect: PUBLIC_FORM,
    request: () =>
      post('/api/auth/reset', { token: 'not-a-code', password: 'Long-enough-9x!', confirmpassword: 'Long-enough-9x!' }),
  },
  'GET /api/auth/providers': { expect: PUBLIC, request: () => get('/api/auth/providers') },
  'POST /api/member/signup': {
    expect: PUBLIC_FORM,
    request: () =>
      post('/api/member/signup', {
        email: 'nobody@example.org',
        password: 'Long-enough-9x!',
        confirmpassword: 'Long-enough-9x!',
      }),
  },
  'POST /api/member/activate': {
    expect: PUBLIC_FORM,
    request: () =>
      post('/api/member/activate', { email: 'nobody@example.org', code: 'not-a-code', password: 'Long-enough-9x!' }),
  },
  'POST /api/member/activate/preview': {
    expect: PUBLIC,
    request: () => post('/api/member/activate/preview', { email: 'nobody@example.org', code: 'not-a-code' }),
  },
  'POST /api/member/verify-email': {
    expect: PUBLIC_FORM,
    request: () => post('/api/member/verify-email', { code: 'x' }),
  },
  'POST /api/member/verify-email/preview': {
    expect: PUBLIC,
    request: () => post('/api/member/verify-email/preview', { code: 'x' }),
  },
  'POST /api/auth/reset/preview': {
    expect: PUBLIC,
    request: () => post('/api/auth/reset/preview', { token: 'not-a-code' }),
  },
  'POST /api/member/undo-change/preview': {
    expect: PUBLIC,
    request: () => post('/api/member/undo-change/preview', { code: 'not-a-code' }),
  },
  'POST /api/member/undo-change': {
    expect: PUBLIC_FORM,
    request: () => post('/api/member/undo-change', { code: 'not-a-code' }),
  },
  // Linking an external sign-in: the signed-in member's own account only (the code is made for them).
  'GET /api/member/sign-in-links': { expect: OWN, request: () => get('/api/member/sign-in-links') },
  'POST /api/member/sign-in-links/start': {
    expect: OWN_FORM,
    request: () => post('/api/member/sign-in-links/start', { provider: 'mock' }),
  },
  'POST /api/member/sign-in-links/preview': {
    expect: OWN,
    request: () => post('/api/member/sign-in-links/preview', { code: 'not-a-code' }),
  },
  'POST /api/member/sign-in-links/confirm': {
    expect: OWN_FORM,
    request: () => post('/api/member/sign-in-links/confirm', { code: 'not-a-code', password: MEMBER_PASSWORD }),
  },
  'POST /api/member/sign-in-links/remove': {
    expect: OWN_FORM,
    request: () => post('/api/member/sign-in-links/remove', { provider: 'mock' }),
  },

  'GET /api/member/login': { expect: OWN, request: () => get('/api/member/login') },
  'GET /api/member/family': { expect: OWN, request: () => get('/api/member/family') },
  'GET /api/member/export': { expect: OWN, request: () => get('/api/member/export') },
  'POST /api/member/update': {
    expect: OWN,
    request: (w, actor) =>
      post('/api/member/update', { self: adult(actor === 'admin' ? w.admin.email : w.member.email) }),
  },
  'POST /api/member/updateaddress': {
    expect: OWN,
    request: () => post('/api/member/updateaddress', { self: address }),
  },
  'POST /api/member/updatespouse': { expect: OWN, request: () => post('/api/member/updatespouse', { self: spouse() }) },
  'POST /api/member/updatekid': {
    expect: ['401', 'ok', 'denied', 'ok'],
    request: (w, actor) =>
      post('/api/member/updatekid', {
        self: kid(
          actor === 'cross'
            ? w.otherKid.givenId
            : actor === 'admin'
              ? `${w.admin.givenId.slice(0, 4)}K1`
              : w.memberKid.givenId,
        ),
      }),
  },
  // The member's page's forms without the app share one route; the row sends the kid form, the one
  // whose address names a person and so could aim at another family's kid (cross). The admin's
  // request is also the bad-input sweep's sample, sent with every kind of field.
  'POST /mypage': {
    expect: ['401', 'ok', 'denied', 'ok'],
    request: (w, actor) => {
      const { givenId, firstName, lastName, personalNumber } = kid(
        actor === 'cross'
          ? w.otherKid.givenId
          : actor === 'admin'
            ? `${w.admin.givenId.slice(0, 4)}K1`
            : w.memberKid.givenId,
      );
      return sessionFormPost(w, actor, `/mypage?tab=family&edit=kid:${givenId}`, {
        firstName,
        lastName,
        personalNumber,
      });
    },
  },
  'POST /api/member/preferences': {
    expect: OWN,
    request: () => post('/api/member/preferences', { remindersEnabled: true, announcementsEnabled: true }),
  },
  'POST /api/member/close-request': { expect: OWN, request: () => post('/api/member/close-request') },
  'POST /api/member/QRCode': {
    expect: ['401', 'ok', 'denied', 'ok'],
    request: (w, actor) => {
      const owner = actor === 'cross' ? w.other : actor === 'admin' ? w.admin : w.member;
      return post(`/api/member/QRCode?ids=${owner.givenId}`);
    },
  },

  'GET /api/events/all': { expect: PUBLIC, request: () => get('/api/events/all') },
  'GET /api/events/:id': { expect: PUBLIC, request: (w) => get(`/api/events/${w.eventId}`) },
  'GET /api/events/calendar.ics': { expect: PUBLIC, request: () => get('/api/events/calendar.ics') },
  'GET /api/events/:id/calendar.ics': { expect: PUBLIC, request: (w) => get(`/api/events/${w.eventId}/calendar.ics`) },
  'GET /api/events/Image/:picture': { expect: PUBLIC, request: (w) => get(`/api/events/Image/${w.imageHash}.webp`) },
  'GET /api/content/slider': { expect: PUBLIC, request: () => get('/api/content/slider') },
  'POST /api/events/:id/addComments': {
    expect: OWN,
    request: (w) => post(`/api/events/${w.eventId}/addComments`, { message: 'A comment' }),
  },
  'DELETE /api/events/:id/deleteComments/:commentId': {
    expect: ['401', 'ok', 'denied', 'ok'],
    request: (w, actor) =>
      del(`/api/events/${w.eventId}/deleteComments/${actor === 'member' ? w.memberCommentId : w.otherCommentId}`),
  },
  'POST /api/events/:id/addNotes': {
    expect: ADMIN,
    request: (w) => post(`/api/events/${w.eventId}/addNotes`, { message: 'A note' }),
  },
  'POST /api/events/createEvent': { expect: ADMIN, request: () => post('/api/events/createEvent', eventBody) },
  'PUT /api/events/updateEvent': {
    expect: ADMIN,
    request: (w) => put('/api/events/updateEvent', { ...eventBody, eventId: w.spareEventId }),
  },

  'GET /api/events/signups': { expect: PUBLIC, request: () => get('/api/events/signups') },
  'GET /api/events/:id/signup': { expect: PUBLIC, request: (w) => get(`/api/events/${w.signupEventId}/signup`) },
  'GET /api/events/:id/booking': { expect: OWN, request: (w) => get(`/api/events/${w.signupEventId}/booking`) },
  // A member signs up only people of their own family: naming the other family's is refused.
  'PUT /api/events/:id/booking': {
    expect: ['401', 'ok', 'denied', 'ok'],
    request: (w, actor) => {
      const owner = actor === 'cross' ? w.other : actor === 'admin' ? w.admin : w.member;
      return put(`/api/events/${w.signupEventId}/booking`, { attendees: [owner.givenId], guestAdults: 1, note: 'Veg' });
    },
  },
  'DELETE /api/events/:id/booking': { expect: OWN, request: (w) => del(`/api/events/${w.signupEventId}/booking`) },
  'POST /api/events/:id/guest-bookings': {
    expect: PUBLIC,
    request: (w) => post(`/api/events/${w.signupEventId}/guest-bookings`, guestBookingBody),
  },
  // The same sign-up sent without the app, at the event's page: a public form.
  'POST /events/:id': {
    expect: PUBLIC,
    request: (w) => formPost(`/events/${w.signupEventId}`, guestBookingForm),
  },
  // The family's sign-up sent without the app, at its own page: the session's cookie, and only the
  // member's own family may be ticked (naming the other family's is refused).
  'POST /events/:id/signup': {
    expect: ['401', 'ok', 'denied', 'ok'],
    request: (w, actor) => {
      const owner = actor === 'cross' ? w.other : actor === 'admin' ? w.admin : w.member;
      return sessionFormPost(w, actor, `/events/${w.signupEventId}/signup`, {
        [`attendee-${owner.givenId}`]: 'true',
        guestAdults: '1',
        guestChildren: '0',
        note: 'Veg',
      });
    },
  },
  'POST /api/bookings/confirm': { expect: PUBLIC_FORM, request: () => post('/api/bookings/confirm', { token: 'x' }) },
  'POST /api/bookings/cancel': { expect: PUBLIC_FORM, request: () => post('/api/bookings/cancel', { token: 'x' }) },
  'GET /api/member/bookings': { expect: OWN, request: () => get('/api/member/bookings') },
  'GET /api/admin/events/:id/signup': {
    expect: ADMIN,
    request: (w) => get(`/api/admin/events/${w.signupEventId}/signup`),
  },
  'PUT /api/admin/events/:id/signup': {
    expect: ADMIN,
    request: (w) => put(`/api/admin/events/${w.spareEventId}/signup`, signupBody),
  },
  'DELETE /api/admin/events/:id/signup': {
    expect: ADMIN,
    request: (w) => del(`/api/admin/events/${w.spareEventId}/signup`),
  },
  'GET /api/admin/events/:id/bookings': {
    expect: ADMIN,
    request: (w) => get(`/api/admin/events/${w.signupEventId}/bookings`),
  },
  'GET /api/admin/events/:id/bookings.csv': {
    expect: ADMIN,
    request: (w) => get(`/api/admin/events/${w.signupEventId}/bookings.csv`),
  },
  'PUT /api/admin/bookings/:id/check-in': {
    expect: ADMIN,
    request: (w) =>
      put(`/api/admin/bookings/${w.bookingId}/check-in`, { arrived: [w.other.givenId], guestsArrived: 1 }),
  },
  'PUT /api/admin/bookings/:id/payment': {
    expect: ADMIN,
    request: (w) => put(`/api/admin/bookings/${w.bookingId}/payment`, { paid: true }),
  },
  // The world's one booking stays as it is for the rows above: a change to the same people (a no-op),
  // a move to its own event (refused for its content) and a cancellation of a booking that is not there.
  'PUT /api/admin/bookings/:id': {
    expect: ADMIN,
    request: (w) => put(`/api/admin/bookings/${w.bookingId}`, { attendees: [w.other.givenId], guestAdults: 1 }),
  },
  'DELETE /api/admin/bookings/:id': {
    expect: ['401', '403', 'n/a', 'allowed'],
    request: () => del('/api/admin/bookings/2147483000'),
  },
  'GET /api/admin/bookings/:id/move-targets': {
    expect: ADMIN,
    request: (w) => get(`/api/admin/bookings/${w.bookingId}/move-targets`),
  },
  'PUT /api/admin/bookings/:id/event': {
    expect: ['401', '403', 'n/a', 'allowed'],
    request: (w) => put(`/api/admin/bookings/${w.bookingId}/event`, { eventId: w.signupEventId }),
  },
  // The same changes sent without the app, at the event's bookings page, leaving the world's booking
  // as it is: the same people kept (a no-op); the move and the cancel are rows of FORM_POST_STATES.
  'POST /adminevents/:eventId/bookings': {
    expect: ADMIN,
    request: (w, actor) =>
      sessionFormPost(w, actor, `/adminevents/${w.signupEventId}/bookings?change=${w.bookingId}&form=shrink`, {
        [`keep-${w.other.givenId}`]: 'true',
        guestAdults: '1',
        guestChildren: '0',
      }),
  },

  'GET /api/admin/all': { expect: ADMIN, request: () => get('/api/admin/all') },
  'GET /api/admin/audit': { expect: ADMIN, request: () => get('/api/admin/audit?limit=5') },
  'GET /api/admin/members.csv': { expect: ADMIN, request: () => get('/api/admin/members.csv') },
  'GET /api/admin/contact-messages': { expect: ADMIN, request: () => get('/api/admin/contact-messages') },
  'POST /api/admin/contact-messages/:id/handled': {
    expect: ADMIN,
    request: (w) => post(`/api/admin/contact-messages/${w.contactMessageId}/handled`),
  },
  'POST /api/admin/approve': {
    expect: ADMIN,
    request: (w) => post('/api/admin/approve', { id: w.pendingToApprove.givenId }),
  },
  'POST /api/admin/reject': {
    expect: ADMIN,
    request: (w) => post('/api/admin/reject', { id: w.pendingToReject.givenId }),
  },
  'POST /api/admin/approverenewal': {
    expect: ADMIN,
    request: (w) => post('/api/admin/approverenewal', { id: w.pendingMembershipId }),
  },
  'POST /api/admin/approvefamilyrenewals': {
    expect: ADMIN,
    request: (w) => post('/api/admin/approvefamilyrenewals', { id: w.familyPendingMembershipId }),
  },
  'POST /api/admin/role': {
    expect: ADMIN,
    request: (w) => post('/api/admin/role', { id: w.other.givenId, role: 'Admin' }),
  },
  'POST /api/admin/reminders': { expect: ADMIN, request: () => post('/api/admin/reminders') },
  'POST /api/admin/cash-renewal': {
    expect: ADMIN,
    request: (w) => post('/api/admin/cash-renewal', { givenId: w.other.givenId }),
  },
  'PUT /api/admin/finance/:year': {
    expect: ADMIN,
    request: () => put('/api/admin/finance/2023', { incomeSek: 100, expenseSek: 40, resultSek: 60 }),
  },
  'GET /api/admin/slider': { expect: ADMIN, request: () => get('/api/admin/slider') },
  'POST /api/admin/slider': { expect: ADMIN, request: () => sliderUpload() },
  'PUT /api/admin/slider/:id': {
    expect: ADMIN,
    request: (w) =>
      put(`/api/admin/slider/${w.slideId}`, { altEn: 'Slide', altTa: 'படம்', altSv: 'Bild', sortOrder: 2 }),
  },
  'DELETE /api/admin/slider/:id': { expect: ADMIN, request: (w) => del(`/api/admin/slider/${w.spareSlideId}`) },
  'GET /api/admin/analytics/visits': { expect: ADMIN, request: () => get('/api/admin/analytics/visits?weeks=4') },
  'POST /api/analytics/page-view': {
    expect: PUBLIC,
    request: () => post('/api/analytics/page-view', { path: '/events/1' }),
  },
  'GET /api/content/finance/:year/report.pdf': {
    expect: PUBLIC,
    request: () => get('/api/content/finance/2024/report.pdf'),
  },
  'GET /api/admin/finance': { expect: ADMIN, request: () => get('/api/admin/finance') },
  'PUT /api/admin/finance/:year/report.pdf': { expect: ADMIN, request: () => pdfUpload() },
  'DELETE /api/admin/finance/:year/report.pdf': {
    expect: ADMIN,
    request: () => del('/api/admin/finance/2021/report.pdf'),
  },
  'DELETE /api/admin/finance/:year': { expect: ADMIN, request: () => del('/api/admin/finance/2020') },
  'POST /api/admin/statements/import': { expect: ADMIN, request: () => statementUpload() },
  'GET /api/admin/statements/lines': { expect: ADMIN, request: () => get('/api/admin/statements/lines?year=2024') },
  'POST /api/admin/statements/confirm-certain': {
    expect: ADMIN,
    request: () => post('/api/admin/statements/confirm-certain'),
  },
  'POST /api/admin/statements/lines/:id/confirm': {
    expect: BOARD_LINE,
    request: () => post('/api/admin/statements/lines/999999/confirm'),
  },
  'POST /api/admin/statements/lines/:id/assign': {
    expect: BOARD_LINE,
    request: () => post('/api/admin/statements/lines/999999/assign', { category: 'donation' }),
  },
  'POST /api/admin/statements/lines/:id/undo': {
    expect: BOARD_LINE,
    request: () => post('/api/admin/statements/lines/999999/undo'),
  },
  'GET /api/admin/grant-report': {
    expect: ADMIN,
    request: () => get('/api/admin/grant-report?from=2025-01-01&to=2025-06-30'),
  },
  'GET /api/admin/grant-report.csv': {
    expect: ADMIN,
    request: () => get('/api/admin/grant-report.csv?from=2025-07-01&to=2025-12-31'),
  },
  'GET /api/admin/statements/years/:year': { expect: ADMIN, request: () => get('/api/admin/statements/years/2024') },
  'GET /api/admin/statements/years/:year/lines.csv': {
    expect: ADMIN,
    request: () => get('/api/admin/statements/years/2024/lines.csv'),
  },
  'POST /api/admin/statements/years/:year/reminders': {
    expect: ADMIN,
    request: () => post('/api/admin/statements/years/2024/reminders'),
  },
  'POST /api/admin/statements/years/:year/close': {
    expect: ADMIN,
    request: () => post('/api/admin/statements/years/2019/close'),
  },
  'POST /api/admin/statements/years/:year/finance-draft': {
    expect: ADMIN,
    request: () => post('/api/admin/statements/years/2019/finance-draft'),
  },
  'GET /api/admin/register-imports': { expect: ADMIN, request: () => get('/api/admin/register-imports') },
  'POST /api/admin/register-imports/preview': { expect: ADMIN, request: () => registerUpload('/preview') },
  'POST /api/admin/register-imports': {
    expect: ADMIN,
    request: () => registerUpload('', { year: '2024', language: 'en' }),
  },
  // No import exists in this world: the admin's answer is a 404.
  'POST /api/admin/register-imports/:id/undo': {
    expect: BOARD_LINE,
    request: () => post('/api/admin/register-imports/999999/undo'),
  },
  'GET /api/admin/board': { expect: ADMIN, request: () => get('/api/admin/board') },
  'POST /api/admin/board': { expect: ADMIN, request: () => post('/api/admin/board', boardBody) },
  'PUT /api/admin/board/:id': { expect: ADMIN, request: (w) => put(`/api/admin/board/${w.boardMemberId}`, boardBody) },
  'DELETE /api/admin/board/:id': { expect: ADMIN, request: (w) => del(`/api/admin/board/${w.spareBoardMemberId}`) },
  'GET /api/activities': { expect: PUBLIC, request: () => get('/api/activities') },
  'GET /api/activities/:id': { expect: PUBLIC, request: (w) => get(`/api/activities/${w.activityId}`) },
  'GET /api/member/activities': { expect: OWN, request: () => get('/api/member/activities') },
  'POST /api/member/activities/:id/enrolments': {
    expect: ['401', 'ok', 'denied', 'ok'],
    request: (w, actor) =>
      post(`/api/member/activities/${w.activityId}/enrolments`, {
        userId: actor === 'cross' ? w.otherKid.id : actor === 'admin' ? w.admin.id : w.memberKid.id,
      }),
  },
  'DELETE /api/member/activities/:id/enrolments/:userId': {
    expect: ['401', 'ok', 'denied', 'ok'],
    request: (w, actor) => {
      const person = actor === 'cross' ? w.otherKid : actor === 'admin' ? w.admin : w.memberKid;
      return del(`/api/member/activities/${w.activityId}/enrolments/${person.id}`);
    },
  },
  'GET /api/admin/activities': { expect: ADMIN, request: () => get('/api/admin/activities') },
  'GET /api/admin/activities/people': { expect: ADMIN, request: () => get('/api/admin/activities/people?q=Kid') },
  'POST /api/admin/activities': { expect: ADMIN, request: () => post('/api/admin/activities', activityBody) },
  'PUT /api/admin/activities/:id': {
    expect: ADMIN,
    request: (w) => put(`/api/admin/activities/${w.activityId}`, { ...activityBody, leaderIds: [w.member.id] }),
  },
  'DELETE /api/admin/activities/:id': {
    expect: ADMIN,
    request: (w) => del(`/api/admin/activities/${w.spareActivityId}`),
  },
  'POST /api/admin/activities/:id/enrolments': {
    expect: ADMIN,
    request: (w) => post(`/api/admin/activities/${w.activityId}/enrolments`, { userId: w.other.id }),
  },
  'DELETE /api/admin/activities/:id/enrolments/:userId': {
    expect: ADMIN,
    request: (w) => del(`/api/admin/activities/${w.activityId}/enrolments/${w.sessionEnders.member.id}`),
  },
  'GET /api/news': { expect: PUBLIC, request: () => get('/api/news?lang=sv&page=1') },
  'GET /api/news/home': { expect: PUBLIC, request: () => get('/api/news/home?lang=en') },
  'GET /api/news/posts/:slug': { expect: PUBLIC, request: () => get('/api/news/posts/matrix-news?lang=ta') },
  'GET /api/admin/news': { expect: ADMIN, request: () => get('/api/admin/news') },
  'POST /api/admin/news': { expect: ADMIN, request: () => post('/api/admin/news', newsBody) },
  'POST /api/admin/news/preview': { expect: ADMIN, request: () => post('/api/admin/news/preview', { body: '**x**' }) },
  // Its slug kept: the public row reads the post by it, in whichever order the rows run.
  'PUT /api/admin/news/:id': {
    expect: ADMIN,
    request: (w) => put(`/api/admin/news/${w.newsPostId}`, { ...newsBody, slug: 'matrix-news' }),
  },
  'DELETE /api/admin/news/:id': { expect: ADMIN, request: (w) => del(`/api/admin/news/${w.spareNewsPostId}`) },
  'PUT /api/admin/news/banner': { expect: ADMIN, request: (w) => put('/api/admin/news/banner', bannerBody(w)) },
  'DELETE /api/admin/news/banner': {
    expect: ADMIN,
    request: () => del('/api/admin/news/banner'),
    arrange: putUpBanner,
  },
  'GET /api/admin/settings': { expect: ADMIN, request: () => get('/api/admin/settings') },
  'PUT /api/admin/settings': { expect: ADMIN, request: () => put('/api/admin/settings', siteSettingsBody) },
  'POST /admindashboard/association': {
    expect: ADMIN,
    request: (w, actor) =>
      sessionFormPost(
        w,
        actor,
        '/admindashboard/association',
        postOfForm(formOf(ZSiteSettings.parse(siteSettingsBody))),
      ),
  },
  // The page editor without the app, at the content section opened on the page and language it saves.
  'POST /admindashboard/content': {
    expect: ADMIN,
    request: (w, actor) =>
      sessionFormPost(w, actor, '/admindashboard/content?tab=site-pages&page=about&lang=en', {
        body: '## About us\n\nSaved without the app.',
      }),
  },
  'POST /api/admin/pages/preview': {
    expect: ADMIN,
    request: () => post('/api/admin/pages/preview', { body: '# Hello {{name}}', language: 'en' }),
  },
  'GET /api/admin/pages/:slug/:language': { expect: ADMIN, request: () => get('/api/admin/pages/about/en') },
  'PUT /api/admin/pages/:slug/:language': {
    expect: ADMIN,
    request: () => put('/api/admin/pages/about/en', { body: '## About us\n\nWe are **many**.' }),
  },
  'POST /api/admin/pages/:slug/:language/versions/:id/restore': {
    expect: ADMIN,
    request: (w) => post(`/api/admin/pages/about/sv/versions/${w.sitePageVersionId}/restore`),
  },
  'GET /api/admin/family/:givenId': { expect: ADMIN, request: (w) => get(`/api/admin/family/${w.other.givenId}`) },
  'POST /api/admin/family/:givenId/update': {
    expect: ADMIN,
    request: (w) => post(`/api/admin/family/${w.other.givenId}/update`, { self: adult(w.other.email) }),
  },
  'POST /api/admin/family/:givenId/updateaddress': {
    expect: ADMIN,
    request: (w) => post(`/api/admin/family/${w.other.givenId}/updateaddress`, { self: address }),
  },
  'POST /api/admin/family/:givenId/updatespouse': {
    expect: ADMIN,
    request: (w) => post(`/api/admin/family/${w.other.givenId}/updatespouse`, { self: spouse() }),
  },
  'POST /api/admin/family/:givenId/updatekid': {
    expect: ADMIN,
    request: (w) => post(`/api/admin/family/${w.other.givenId}/updatekid`, { self: kid(w.otherKid.givenId) }),
  },
};

/** The association's details as the board saves them: every field valid. */
const siteSettingsBody = {
  name: { ta: 'மாதிரி நகர் தமிழ்ச் சங்கம்', en: 'Sample Town Tamil Association', sv: 'Exempelstadens tamilska förening' },
  shortName: 'STTA',
  phone: '+46 70 000 00 00',
  email: 'info@example.org',
  postalAddress: 'Exempelgatan 1, 123 45 Exempelstad',
  country: 'SE',
  organisationNumber: '802456-7896',
  swishNumber: '1230000000',
  socialLinks: [{ name: 'Facebook', url: 'https://www.facebook.com/groups/example' }],
  copyrightYear: 2022,
};

/** Whether a status is what the cell expects. */
export function matches(expected: TExpect, status: number): boolean {
  switch (expected) {
    case 'ok':
      return status >= 200 && status < 400;
    case '401':
    case '403':
      return status === Number(expected);
    case 'denied':
      return status === 403 || status === 404;
    case 'allowed':
      return status !== 401 && status !== 403 && status < 500;
    case 'n/a':
      return true;
  }
}

/**
 * The other states of a page whose forms post at one path (POST /memberlogin above is its sign-in):
 * each form a page's state posts, by "POST <path>?<state>". Both API tests run these as rows too.
 */
export const FORM_POST_STATES: Record<string, TRow> = {
  'POST /memberlogin?view=signup': {
    expect: PUBLIC_FORM,
    request: () =>
      formPost('/memberlogin?view=signup', {
        email: 'nobody@example.org',
        password: 'Long-enough-9x!',
        confirmpassword: 'Long-enough-9x!',
      }),
  },
  // The member's page's forms about the member's own account: the session names it, no address or
  // field names anyone else's.
  'POST /mypage?edit=preferences': {
    expect: OWN,
    request: (w, actor) =>
      sessionFormPost(w, actor, '/mypage?edit=preferences', { remindersEnabled: 'true', announcementsEnabled: 'true' }),
  },
  'POST /mypage?edit=closure': {
    expect: OWN,
    request: (w, actor) => sessionFormPost(w, actor, '/mypage?edit=closure', { confirmed: 'true' }),
  },
  // The renewal's chooser: the ticked boxes name whom to renew, and only the member's own family may be.
  'POST /mypage?edit=renewal': {
    expect: ['401', 'ok', 'denied', 'ok'],
    request: (w, actor) => {
      const owner = actor === 'cross' ? w.other : actor === 'admin' ? w.admin : w.member;
      return sessionFormPost(w, actor, '/mypage?edit=renewal', { [`renew-${owner.givenId}`]: 'true' });
    },
  },
  // The board's change of a booking: the move to its own event (refused for its content) and the
  // cancel's question (which changes nothing).
  'POST /adminevents/:eventId/bookings?form=move': {
    expect: ['401', '403', 'n/a', 'allowed'],
    request: (w, actor) =>
      sessionFormPost(w, actor, `/adminevents/${w.signupEventId}/bookings?change=${w.bookingId}&form=move`, {
        eventId: String(w.signupEventId),
      }),
  },
  'POST /adminevents/:eventId/bookings?form=cancel': {
    expect: ADMIN,
    request: (w, actor) =>
      sessionFormPost(w, actor, `/adminevents/${w.signupEventId}/bookings?change=${w.bookingId}&form=cancel`, {
        intent: 'ask-cancel',
      }),
  },
  // The content section's other form: the home page's banner, set and taken down.
  'POST /admindashboard/content?form=news-banner': {
    expect: ADMIN,
    request: (w, actor) =>
      sessionFormPost(w, actor, '/admindashboard/content?form=news-banner', {
        kind: 'post',
        postId: String(w.newsPostId),
        'texts.ta.title': 'விழா',
        endsOn: '2030-01-01',
      }),
  },
  'POST /admindashboard/content?form=news-banner (take down)': {
    expect: ADMIN,
    request: (w, actor) =>
      sessionFormPost(w, actor, '/admindashboard/content?form=news-banner', { intent: 'take-down' }),
    arrange: putUpBanner,
  },
};

import type { QueryClient } from '@tanstack/react-query';
import type { TSsrSignedInReads } from '../../shared/ssr-contract.ts';
import { sitePageOfQuery, SITE_PAGES_TAB } from '../../shared/site-page-form.ts';
import {
  adminSectionOf,
  SECTION_TABS,
  SECTIONS_WITH_MEMBER_DATA,
  type TAdminSection,
} from '../features/admin/admin-sections.ts';
import { boardEventsQuery } from '../features/admin/events/api/get-board-events.ts';
import { eventBookingsQuery } from '../features/admin/events/api/get-event-bookings.ts';
import { moveTargetsQuery } from '../features/admin/events/api/get-move-targets.ts';
import { BOOKING_CHANGE_PARAM } from '../../shared/board-booking-change.ts';
import { parseRowId } from '../../shared/row-id.ts';
import { eventDetailQuery } from '../features/events/api/get-event-detail.ts';
import { signupStatusesQuery } from '../features/events/api/get-signup-statuses.ts';
import { myBookingKey } from '../features/events/booking-query-keys.ts';
import { grantReportQuery } from '../features/admin/grant-report/api/get-grant-report.ts';
import { financeReportsQuery } from '../features/admin/finance/api/get-finance-reports.ts';
import { adminDataQuery } from '../features/admin/members/api/get-admin-data.ts';
import { adminNewsQuery } from '../features/admin/news/api/get-news-list.ts';
import { preloadLaterTab } from '../features/admin/later-tabs.tsx';
import { pageSourceKey } from '../features/admin/pages/api/get-page-source.ts';
import { SETTINGS_QUERY_KEY } from '../features/admin/settings/api/get-settings.ts';
import { MEMBER_FAMILY_SOURCE } from '../features/my-page/family-source.ts';
import { familyQuery } from '../features/my-page/api/get-family.ts';
import { myBookingsQuery } from '../features/my-page/api/get-my-bookings.ts';
import { preloadRenewalDialog } from '../features/my-page/renewal-dialog-code.ts';
import { RENEWAL_PAYMENT_PARAM, renewalPaymentQueryKey } from '../../shared/renewal-payment.ts';

/**
 * What each signed-in page reads before the server renders it for the person whose session the
 * request carries (docs/decisions/0022), by the route's page key: the answers go under the queries
 * the page's hooks read, so the page shows them at once and the browser asks nothing again. Only the
 * server bundle imports this table.
 */
export type TSignedInLoader = (
  queryClient: QueryClient,
  reads: TSsrSignedInReads,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
  /** The person the page is rendered for. */
  viewer: { id: number },
) => Promise<void>;

/**
 * What the first tab of each of the board's other sections shows (the tab a section opens on); a
 * tab chosen later loads its own. null: a person not on the board, who gets the frame.
 */
const FIRST_TAB_LOADERS: Partial<
  Record<TAdminSection, (queryClient: QueryClient, reads: TSsrSignedInReads) => Promise<void>>
> = {
  money: async (queryClient, reads) => {
    const reports = await reads.adminFinanceReports();
    if (reports) queryClient.setQueryData(financeReportsQuery().queryKey, reports);
  },
  events: async (queryClient, reads) => {
    const events = await reads.boardEvents();
    if (events) queryClient.setQueryData(boardEventsQuery().queryKey, events);
  },
  // The news tab, with the events its banner and posts may link to: its forms work without the app.
  content: async (queryClient, reads) => {
    const [news, events] = await Promise.all([reads.adminNews(), reads.boardEvents()]);
    if (news) queryClient.setQueryData(adminNewsQuery().queryKey, news);
    if (events) queryClient.setQueryData(boardEventsQuery().queryKey, events);
  },
  // Beside the member tables: its first tab is the settings' form, which works without the app.
  association: async (queryClient, reads) => {
    const settings = await reads.adminSettings();
    if (settings) queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
  },
};

/**
 * What a tab the section's address names shows (`?tab=site-pages&page=about&lang=en`: the page
 * editor on that page and language), so the server renders it with the page.
 */
const ADDRESSED_TAB_LOADERS: Partial<
  Record<string, (queryClient: QueryClient, reads: TSsrSignedInReads, search: URLSearchParams) => Promise<void>>
> = {
  [SITE_PAGES_TAB]: async (queryClient, reads, search) => {
    const page = sitePageOfQuery(Object.fromEntries(search));
    const source = page && (await reads.adminPageSource(page));
    if (page && source) queryClient.setQueryData(pageSourceKey(page.slug, page.language), source);
  },
};

/** The board's section: the member tables for the sections that show them, and the data of the tab it opens on. */
async function loadAdminSection(
  queryClient: QueryClient,
  reads: TSsrSignedInReads,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) {
  const section = adminSectionOf(params.section);
  if (!section) return;
  const tab = search.get('tab');
  const addressed = tab !== null && SECTION_TABS[section].includes(tab) ? ADDRESSED_TAB_LOADERS[tab] : undefined;
  const [data] = await Promise.all([
    SECTIONS_WITH_MEMBER_DATA.has(section) ? reads.adminData() : null,
    addressed ? addressed(queryClient, reads, search) : FIRST_TAB_LOADERS[section]?.(queryClient, reads),
    // The code of the tab the page opens on, when it is not in the page's own chunk.
    preloadLaterTab(tab !== null && SECTION_TABS[section].includes(tab) ? tab : SECTION_TABS[section][0]!),
  ]);
  if (data) queryClient.setQueryData(adminDataQuery().queryKey, data);
}

/**
 * An event's bookings, for its bookings page and its check-in page alike; with the change of a
 * booking open in the page (`?change=<bookingId>`), the events it may move to.
 */
async function loadEventBookings(
  queryClient: QueryClient,
  reads: TSsrSignedInReads,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) {
  const eventId = params.eventId;
  if (!eventId) return;
  const change = search.get(BOOKING_CHANGE_PARAM);
  const bookingId = change === null ? null : parseRowId(change);
  const [bookings, targets] = await Promise.all([
    reads.eventBookings(eventId),
    bookingId === null ? null : reads.bookingMoveTargets(String(bookingId)),
  ]);
  if (bookings) queryClient.setQueryData(eventBookingsQuery(eventId).queryKey, bookings);
  if (bookingId !== null && targets) queryClient.setQueryData(moveTargetsQuery(bookingId).queryKey, targets);
}

/** The printable grant report of the period its address names. */
async function loadGrantReport(
  queryClient: QueryClient,
  reads: TSsrSignedInReads,
  params: Record<string, string | undefined>,
) {
  const period = { from: params.from ?? '', to: params.to ?? '' };
  const report = await reads.grantReport(period);
  if (report) queryClient.setQueryData(grantReportQuery(period).queryKey, report);
}

/** The family's sign-up to an event: the event, its places and prices, and the family's booking. */
async function loadEventSignup(
  queryClient: QueryClient,
  reads: TSsrSignedInReads,
  params: Record<string, string | undefined>,
  _search: URLSearchParams,
  viewer: { id: number },
) {
  const eventId = params.id;
  if (!eventId) return;
  const audience = `user:${viewer.id}` as const;
  const [event, signups, booking] = await Promise.all([
    reads.event(eventId),
    reads.signupStatuses(),
    reads.myBooking(eventId),
  ]);
  queryClient.setQueryData(eventDetailQuery(eventId, audience).queryKey, event);
  queryClient.setQueryData(signupStatusesQuery(audience).queryKey, signups);
  if (booking) queryClient.setQueryData(myBookingKey(eventId, audience), booking);
}

export const SIGNED_IN_LOADERS: Readonly<Record<string, TSignedInLoader>> = {
  myPage: async (queryClient, reads, _params, search) => {
    // The renewal at its address stands in the page, with the payment of a renewal asked for already.
    const renewal = search.get('edit') === 'renewal';
    const payment = renewal ? search.get(RENEWAL_PAYMENT_PARAM) : null;
    const [family, bookings, paymentAnswer] = await Promise.all([
      reads.family(),
      reads.myBookings(),
      payment === null ? null : reads.renewalPayment(payment),
      renewal ? preloadRenewalDialog() : null,
    ]);
    queryClient.setQueryData(familyQuery(MEMBER_FAMILY_SOURCE).queryKey, family);
    queryClient.setQueryData(myBookingsQuery().queryKey, bookings);
    if (payment !== null && paymentAnswer) queryClient.setQueryData(renewalPaymentQueryKey(payment), paymentAnswer);
  },
  adminDashboard: loadAdminSection,
  eventBookings: loadEventBookings,
  eventCheckin: loadEventBookings,
  grantReportPrint: loadGrantReport,
  eventSignup: loadEventSignup,
};

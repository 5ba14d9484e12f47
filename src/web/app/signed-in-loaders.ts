import type { QueryClient } from '@tanstack/react-query';
import type { TSsrSignedInReads } from '../../shared/ssr-contract.ts';
import { adminSectionOf, SECTIONS_WITH_MEMBER_DATA } from '../features/admin/admin-sections.ts';
import { adminDataQuery } from '../features/admin/members/api/get-admin-data.ts';
import { MEMBER_FAMILY_SOURCE } from '../features/my-page/family-source.ts';
import { familyQuery } from '../features/my-page/api/get-family.ts';
import { myBookingsQuery } from '../features/my-page/api/get-my-bookings.ts';

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
) => Promise<void>;

/** The board's member tables, for the sections that show them; the others load their own tabs. */
async function loadAdminData(
  queryClient: QueryClient,
  reads: TSsrSignedInReads,
  params: Record<string, string | undefined>,
) {
  const section = adminSectionOf(params.section);
  if (!section || !SECTIONS_WITH_MEMBER_DATA.has(section)) return;
  const data = await reads.adminData();
  if (data) queryClient.setQueryData(adminDataQuery().queryKey, data);
}

export const SIGNED_IN_LOADERS: Readonly<Record<string, TSignedInLoader>> = {
  myPage: async (queryClient, reads) => {
    const [family, bookings] = await Promise.all([reads.family(), reads.myBookings()]);
    queryClient.setQueryData(familyQuery(MEMBER_FAMILY_SOURCE).queryKey, family);
    queryClient.setQueryData(myBookingsQuery().queryKey, bookings);
  },
  adminDashboard: loadAdminData,
};

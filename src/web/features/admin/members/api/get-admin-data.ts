import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { setAppError } from '../../../../lib/app-error.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';
import { ADMIN_DATA_PATH } from '../admin-data-path.ts';

/** GET /api/admin/all (Bearer); the server fills it for the board's pages. */
export const adminDataQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'all'],
    queryFn: () => apiRequest(ADMIN_DATA_PATH, 'ZAdminData', { auth: true }),
  });

/** The board's tables. A failed load is the application error: the page goes to /error. */
export function useAdminData() {
  const query = useQuery({ ...adminDataQuery(), retry: false });
  useEffect(() => {
    if (query.error) setAppError(query.error);
  }, [query.error]);
  return query;
}

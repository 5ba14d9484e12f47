import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TAdminData } from '../../../shared/admin.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { setAppError } from '../../lib/app-error.ts';
import { ADMIN_DATA_PATH } from './admin-paths.ts';

/** Everything under this key is the admin's data: every action invalidates it all. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** GET /api/admin/all (Bearer). A failed load is the application error (SPEC sections 7 and 8). */
export function useAdminData() {
  const query = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'all'],
    queryFn: () => apiRequest<TAdminData>(ADMIN_DATA_PATH, { auth: true }),
    retry: false,
  });
  useEffect(() => {
    if (query.error) setAppError(query.error);
  }, [query.error]);
  return query;
}

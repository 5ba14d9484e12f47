import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

export const AUDIT_LIMIT = 50;

/** GET /api/admin/audit?limit=50 (Bearer): who did what, when. Loaded with the page, quietly. */
export function useAuditLog() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'audit', AUDIT_LIMIT],
    queryFn: () =>
      apiRequest(`/api/admin/audit?limit=${AUDIT_LIMIT}`, 'ZAuditEntries', { auth: true, showLoading: false }),
    retry: false,
  });
}

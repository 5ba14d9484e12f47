import { useQuery } from '@tanstack/react-query';
import type { TAuditEntry } from '../../../shared/admin.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './use-admin-data.ts';

export const AUDIT_LIMIT = 50;

/** The server answers the list itself, or wraps it as { entries } / { items }. */
function entriesOf(answer: unknown): TAuditEntry[] {
  if (Array.isArray(answer)) return answer as TAuditEntry[];
  if (answer && typeof answer === 'object') {
    for (const key of ['entries', 'items', 'audit']) {
      const list = (answer as Record<string, unknown>)[key];
      if (Array.isArray(list)) return list as TAuditEntry[];
    }
  }
  return [];
}

/** GET /api/admin/audit?limit=50 (Bearer): who did what, when. Loaded with the page, quietly. */
export function useAuditLog() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'audit', AUDIT_LIMIT],
    queryFn: async () =>
      entriesOf(await apiRequest<unknown>(`/api/admin/audit?limit=${AUDIT_LIMIT}`, { auth: true, showLoading: false })),
    retry: false,
  });
}

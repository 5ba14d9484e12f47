import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

/** Under the board's key: every statements action, and every other board action, makes it stale. */
export const STATEMENTS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'statements'] as const;

/** GET /api/admin/statements/lines?year= (Bearer): open lines with their matches, the year's confirmed ones. */
export function useStatementLines(year: number) {
  return useQuery({
    queryKey: [...STATEMENTS_QUERY_KEY, 'lines', year],
    queryFn: () =>
      apiRequest(`/api/admin/statements/lines?year=${year}`, 'ZStatementLines', { auth: true, showLoading: false }),
    retry: false,
  });
}

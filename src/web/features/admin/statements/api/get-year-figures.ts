import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { STATEMENTS_QUERY_KEY } from './get-statement-lines.ts';

/** GET /api/admin/statements/years/{year} (Bearer): money in by category and what is still owed. */
export function useYearFigures(year: number) {
  return useQuery({
    queryKey: [...STATEMENTS_QUERY_KEY, 'year', year],
    queryFn: () =>
      apiRequest(`/api/admin/statements/years/${year}`, 'ZYearFigures', { auth: true, showLoading: false }),
    retry: false,
  });
}

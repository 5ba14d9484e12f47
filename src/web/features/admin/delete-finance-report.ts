import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { refreshFinanceQueries } from './finance-queries-reset.ts';

/** DELETE /api/admin/finance/{year} (Bearer): the year's report and PDF (never FY 2022). */
export function useDeleteFinanceReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) => apiRequest<null>(`/api/admin/finance/${year}`, { method: 'DELETE', auth: true }),
    onSettled: () => refreshFinanceQueries(queryClient),
  });
}

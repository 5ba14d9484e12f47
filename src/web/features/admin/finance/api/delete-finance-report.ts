import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshFinanceQueries } from '../refresh-finance-queries.ts';

/** DELETE /api/admin/finance/{year} (Bearer): the year's report and PDF (never FY 2022). */
export function useDeleteFinanceReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) =>
      apiRequest(`/api/admin/finance/${year}`, 'ZNoContent', { method: 'DELETE', auth: true }),
    onSettled: () => refreshFinanceQueries(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshFinanceQueries } from '../refresh-finance-queries.ts';

/** DELETE /api/admin/finance/{year}/report.pdf (Bearer): the figures stay, the PDF goes. */
export function useDeleteFinancePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) =>
      apiRequest(`/api/admin/finance/${year}/report.pdf`, 'ZFinanceAdminReport', { method: 'DELETE', auth: true }),
    onSettled: () => refreshFinanceQueries(queryClient),
  });
}

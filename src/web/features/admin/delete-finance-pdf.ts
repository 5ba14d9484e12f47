import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFinanceAdminReport } from '../../../shared/finance.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { refreshFinanceQueries } from './finance-queries-reset.ts';

/** DELETE /api/admin/finance/{year}/report.pdf (Bearer): the figures stay, the PDF goes. */
export function useDeleteFinancePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) =>
      apiRequest<TFinanceAdminReport>(`/api/admin/finance/${year}/report.pdf`, { method: 'DELETE', auth: true }),
    onSettled: () => refreshFinanceQueries(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFinanceFigures } from '../../../../../shared/finance.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshFinanceQueries } from '../refresh-finance-queries.ts';

/** PUT /api/admin/finance/{year} (Bearer): a year's figures and whether they are published. */
export function useSaveFinanceReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, figures }: { year: number; figures: TFinanceFigures }) =>
      apiRequest(`/api/admin/finance/${year}`, 'ZFinanceReport', { method: 'PUT', body: figures, auth: true }),
    onSettled: () => refreshFinanceQueries(queryClient),
  });
}

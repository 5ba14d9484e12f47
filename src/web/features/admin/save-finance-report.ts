import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFinanceReport } from '../../../shared/board.ts';
import type { TFinanceFigures } from '../../../shared/finance.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { refreshFinanceQueries } from './finance-queries-reset.ts';

/** PUT /api/admin/finance/{year} (Bearer): a year's figures and whether they are published. */
export function useSaveFinanceReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, figures }: { year: number; figures: TFinanceFigures }) =>
      apiRequest<TFinanceReport>(`/api/admin/finance/${year}`, { method: 'PUT', body: figures, auth: true }),
    onSettled: () => refreshFinanceQueries(queryClient),
  });
}

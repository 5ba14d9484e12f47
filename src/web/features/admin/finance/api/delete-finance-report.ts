import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshFinanceQueries } from './refresh-finance-queries.ts';

const answer = () => import('../../../../../shared/api-answers.schema.ts').then((schemas) => schemas.ZNoContent);

/** DELETE /api/admin/finance/{year} (Bearer): the year's report and PDF (never FY 2022). */
export function useDeleteFinanceReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) => apiRequest(`/api/admin/finance/${year}`, answer, { method: 'DELETE', auth: true }),
    onSettled: () => refreshFinanceQueries(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

/** POST /api/admin/statements/years/{year}/finance-draft (Bearer): the report draft from the year's figures. */
export function useStartFinanceDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) =>
      apiRequest(`/api/admin/statements/years/${year}/finance-draft`, 'ZFinanceDraftAnswer', {
        method: 'POST',
        body: {},
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

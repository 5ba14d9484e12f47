import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './use-admin-data.ts';

/** A POST to one of the admin's action routes; afterwards the admin data reloads (SPEC section 4). */
export function useAdminAction<TVariables>(path: string, bodyOf: (variables: TVariables) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) =>
      apiRequest<unknown>(path, { method: 'POST', body: bodyOf(variables), auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from './admin-query-key.ts';

/** A POST to one of the board's action routes (answered 204); afterwards the board's data reloads. */
export function useAdminAction<TVariables>(path: string, bodyOf: (variables: TVariables) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) =>
      apiRequest(path, 'ZNoContent', { method: 'POST', body: bodyOf(variables), auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

/** Under the board's key: every board action makes it stale (an import adds families to the tables). */
export const REGISTER_IMPORTS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'register-imports'] as const;

/** GET /api/admin/register-imports (Bearer): the imports, newest first, with whether each can be undone. */
export function useRegisterImports() {
  return useQuery({
    queryKey: REGISTER_IMPORTS_QUERY_KEY,
    queryFn: () => apiRequest('/api/admin/register-imports', 'ZRegisterImportList', { auth: true, showLoading: false }),
    retry: false,
  });
}

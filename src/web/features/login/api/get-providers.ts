import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/auth/providers: the external sign-in providers; they change only with a restart. */
export function useProviders() {
  return useQuery({
    queryKey: ['authProviders'],
    queryFn: () => apiRequest('/api/auth/providers', 'ZSignInProviders', { showLoading: false }),
    staleTime: Infinity,
  });
}

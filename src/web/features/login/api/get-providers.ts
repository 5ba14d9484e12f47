import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const PROVIDERS_PATH = '/api/auth/providers';
export const providersKey = () => ['authProviders'] as const;

/** GET /api/auth/providers: the external sign-in providers; they change only with a restart. */
export const providersQuery = () =>
  queryOptions({
    queryKey: providersKey(),
    queryFn: () => apiRequest(PROVIDERS_PATH, 'ZSignInProviders', { showLoading: false }),
  });

export function useProviders() {
  return useQuery({ ...providersQuery(), staleTime: Infinity });
}

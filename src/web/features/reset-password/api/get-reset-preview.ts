import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/reset/preview: whose password the link sets, or that it is dead. Changes nothing. */
export function useResetPreview(token: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['reset-preview', token],
    queryFn: () => apiRequest('/api/auth/reset/preview', 'ZResetPreview', { method: 'POST', body: { token } }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}

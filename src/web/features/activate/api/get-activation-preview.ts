import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/member/activate/preview: which address the link's code activates (the server's word,
 * never the link's own text) and whether a password waits with it. Changes nothing.
 */
export function useActivationPreview(email: string, code: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['activation-preview', email, code],
    queryFn: () =>
      apiRequest('/api/member/activate/preview', 'ZActivationPreview', { method: 'POST', body: { email, code } }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}

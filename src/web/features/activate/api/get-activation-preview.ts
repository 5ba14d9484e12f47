import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/member/activate/preview: which address the link's code activates (the server's word,
 * never the link's own text) and whether a password waits with it. Changes nothing. The page's
 * loader fills it on the server, so the page shows the right form before the app is there.
 */
export const activationPreviewQuery = (email: string, code: string) =>
  queryOptions({
    queryKey: ['activation-preview', email, code],
    queryFn: () =>
      apiRequest('/api/member/activate/preview', 'ZActivationPreview', { method: 'POST', body: { email, code } }),
    retry: false,
    staleTime: Infinity,
  });

export function useActivationPreview(email: string, code: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...activationPreviewQuery(email, code), enabled });
}

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/member/verify-email/preview, with the session: the old and new address the link would
 * change, told only to the account's owner signed in (for the one signed in now: the key holds who).
 */
export function useEmailChangePreview(code: string, viewer: number | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['email-change-preview', code, viewer],
    queryFn: () =>
      apiRequest('/api/member/verify-email/preview', 'ZEmailChangePreview', {
        method: 'POST',
        auth: true,
        body: { code },
      }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}

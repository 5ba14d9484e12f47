import { useMutation, useQuery } from '@tanstack/react-query';
import type { TConfirmSignInLinkBody } from '../../../../shared/sign-in-links.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/member/sign-in-links/preview (Bearer): what /linksignin would link. Changes nothing. */
export function useSignInLinkPreview(code: string, userId: number | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['sign-in-link-preview', code, userId],
    queryFn: () =>
      apiRequest('/api/member/sign-in-links/preview', 'ZSignInLinkPreview', {
        method: 'POST',
        body: { code },
        auth: true,
      }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/member/sign-in-links/confirm (Bearer): the press, with the current password. */
export function useConfirmSignInLink() {
  return useMutation({
    mutationFn: (body: TConfirmSignInLinkBody) =>
      apiRequest('/api/member/sign-in-links/confirm', 'ZSignInLinkAnswer', { method: 'POST', body, auth: true }),
  });
}

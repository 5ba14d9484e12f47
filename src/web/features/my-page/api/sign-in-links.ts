import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ['sign-in-links'];

/** GET /api/member/sign-in-links (Bearer): the member's linked sign-ins and the site's providers. */
export function useSignInLinks({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiRequest('/api/member/sign-in-links', 'ZSignInLinks', { auth: true }),
    enabled,
  });
}

/** POST /api/member/sign-in-links/start (Bearer): where to send the browser to link a provider. */
export function useStartSignInLink() {
  return useMutation({
    mutationFn: (provider: string) =>
      apiRequest('/api/member/sign-in-links/start', 'ZStartSignInLinkAnswer', {
        method: 'POST',
        body: { provider },
        auth: true,
      }),
  });
}

/** POST /api/member/sign-in-links/remove (Bearer): unlink a provider. */
export function useRemoveSignInLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: string) =>
      apiRequest('/api/member/sign-in-links/remove', 'ZSignInLinkAnswer', {
        method: 'POST',
        body: { provider },
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/oidc/exchange: the end of an external sign-in, the code of /redirect?code= with this browser's state cookie. */
export function useExchangeSignInCode() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/auth/oidc/exchange', 'ZAccessTokenAnswer', { method: 'POST', body: { code } }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/login: an access token (and the refresh cookie) for the e-mail and password. */
export function useLoginWithPassword() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiRequest('/api/auth/login', 'ZAccessTokenAnswer', { method: 'POST', body }),
  });
}

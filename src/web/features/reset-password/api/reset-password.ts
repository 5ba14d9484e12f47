import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/reset: the new password, with the token of the mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; confirmpassword: string }) =>
      apiRequest('/api/auth/reset', 'ZOk', { method: 'POST', body }),
  });
}

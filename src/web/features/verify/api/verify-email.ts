import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/member/verify-email on the owner's press, with the session: the change counts only for its owner. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/member/verify-email', 'ZVerifyEmailAnswer', { method: 'POST', auth: true, body: { code } }),
  });
}

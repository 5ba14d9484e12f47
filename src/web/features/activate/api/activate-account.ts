import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/member/activate with the password typed on the page (with confirmpassword: a new one
 * chosen there). Plain text: 'AccountActivated.', the already-or-expired text, or 'Not a member.';
 * 400 wrong_password when it is not the password chosen at sign-up.
 */
export function useActivateAccount() {
  return useMutation({
    mutationFn: (body: { email: string; code: string; password: string; confirmpassword?: string }) =>
      apiRequest('/api/member/activate', 'ZActivateAnswer', { method: 'POST', body }),
  });
}

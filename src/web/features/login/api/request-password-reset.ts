import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/forgot: mails a reset link; the same answer whether or not the address is known. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('/api/auth/forgot', 'ZPasswordResetRequested', { method: 'POST', body: { email } }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const answer = () => import('../../../../shared/accounts.schema.ts').then((schemas) => schemas.ZPasswordResetRequested);

/** POST /api/auth/forgot: mails a reset link; the same answer whether or not the address is known. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiRequest('/api/auth/forgot', answer, { method: 'POST', body: { email } }),
  });
}

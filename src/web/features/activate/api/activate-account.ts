import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/member/activate. Plain text: 'AccountActivated.', the already-or-expired text, or 'Not a member.' */
export function useActivateAccount() {
  return useMutation({
    mutationFn: (body: { email: string; code: string }) =>
      apiRequest('/api/member/activate', 'ZActivateAnswer', { method: 'POST', body }),
  });
}

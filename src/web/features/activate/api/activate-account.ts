import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const answer = () => import('../../../../shared/accounts.schema.ts').then((schemas) => schemas.ZActivateAnswer);

/** POST /api/member/activate. Plain text: 'AccountActivated.', the already-or-expired text, or 'Not a member.' */
export function useActivateAccount() {
  return useMutation({
    mutationFn: (body: { email: string; code: string }) =>
      apiRequest('/api/member/activate', answer, { method: 'POST', body }),
  });
}

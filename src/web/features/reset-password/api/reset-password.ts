import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const answer = () => import('../../../../shared/api-answers.schema.ts').then((schemas) => schemas.ZOk);

/** POST /api/auth/reset: the new password, with the token of the mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; confirmpassword: string }) =>
      apiRequest('/api/auth/reset', answer, { method: 'POST', body }),
  });
}

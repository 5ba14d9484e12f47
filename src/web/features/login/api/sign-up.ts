import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const answer = () => import('../../../../shared/accounts.schema.ts').then((schemas) => schemas.ZSignupAnswer);

/** POST /api/member/signup. Plain text: 'AccountCreated.', 'User Already Exist.' or 'Not a member.' */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: { email: string; password: string; confirmpassword: string }) =>
      apiRequest('/api/member/signup', answer, { method: 'POST', body }),
  });
}

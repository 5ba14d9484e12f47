import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/member/signup. Plain text: 'AccountCreated.', 'User Already Exist.' or 'Not a member.' */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: { email: string; password: string; confirmpassword: string }) =>
      apiRequest('/api/member/signup', 'ZSignupAnswer', { method: 'POST', body }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/member/close-request (Bearer): the member asks the board to close the account. */
export function useRequestClosure() {
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/member/close-request', 'ZClosureRequested', { method: 'POST', auth: true, body: {} }),
  });
}

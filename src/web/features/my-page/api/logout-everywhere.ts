import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/logout-everywhere (Bearer): every session of the signed-in user ends, on every device. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/logout-everywhere', 'ZNoContent', { method: 'POST', auth: true }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const answer = () => import('../../../../shared/api-answers.schema.ts').then((schemas) => schemas.ZNoContent);

/** POST /api/auth/logout-everywhere (Bearer): every session of the signed-in user ends, on every device. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/logout-everywhere', answer, { method: 'POST', auth: true }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/cash-renewal (Bearer): the board records a membership of the current FY paid in cash (approved at once). */
export function useRecordCashRenewal() {
  return useMutation({
    mutationFn: (givenId: string) =>
      apiRequest('/api/admin/cash-renewal', 'ZCashRenewal', { method: 'POST', auth: true, body: { givenId } }),
  });
}

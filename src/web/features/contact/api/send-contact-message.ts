import { useMutation } from '@tanstack/react-query';
import type { TContactMessage } from '../../../../shared/contact.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { outcomeOfAnswer, outcomeOfError, type TContactOutcome } from '../contact-outcome.ts';

/** POST /api/contactus/save (no auth). Never throws: every answer becomes an outcome. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (message: TContactMessage): Promise<TContactOutcome> => {
      try {
        return outcomeOfAnswer(
          await apiRequest('/api/contactus/save', 'ZPlainText', { method: 'POST', body: message }),
        );
      } catch (error) {
        return outcomeOfError(error);
      }
    },
  });
}

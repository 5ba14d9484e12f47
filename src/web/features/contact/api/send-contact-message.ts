import { useMutation } from '@tanstack/react-query';
import type { TContactMessage } from '../../../../shared/contact.schema.ts';
import { CONTACT_SUCCESS_TEXT } from '../../../../shared/contact.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/contactus/save (no auth). Resolves whether the server said it took the message (only its
 * exact success text counts); a refusal throws, for the form to say.
 */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (message: TContactMessage): Promise<boolean> => {
      const answer = await apiRequest('/api/contactus/save', 'ZPlainText', { method: 'POST', body: message });
      return typeof answer === 'string' && answer.trim() === CONTACT_SUCCESS_TEXT;
    },
  });
}

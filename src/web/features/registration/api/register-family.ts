import { useMutation } from '@tanstack/react-query';
import type { TRegistration } from '../../../../shared/registration.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAssociation } from '../../../lib/association.tsx';
import { outcomeOfAnswer, outcomeOfError, type TRegistrationOutcome } from '../registration-outcome.ts';

/** POST /api/membership/register (no auth). Never throws: every answer becomes an outcome. */
export function useRegisterFamily() {
  const { shortName } = useAssociation();
  return useMutation({
    mutationFn: async (registration: TRegistration): Promise<TRegistrationOutcome> => {
      try {
        const text = await apiRequest('/api/membership/register', 'ZPlainText', { method: 'POST', body: registration });
        return outcomeOfAnswer(text, shortName);
      } catch (error) {
        return outcomeOfError(error);
      }
    },
  });
}

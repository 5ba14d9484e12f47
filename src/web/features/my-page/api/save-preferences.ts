import { useMutation } from '@tanstack/react-query';
import type { TPreferences } from '../../../../shared/profile.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/member/preferences (Bearer): which mails the member wants; answers what is stored. */
export function useSavePreferences() {
  return useMutation({
    mutationFn: (preferences: TPreferences) =>
      apiRequest('/api/member/preferences', 'ZPreferences', { method: 'POST', auth: true, body: preferences }),
  });
}

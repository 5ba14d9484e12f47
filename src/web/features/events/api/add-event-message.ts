import { apiRequest } from '../../../lib/api-client.ts';
import { eventPath, useEventChange } from '../event-change.ts';

/** POST /api/events/{id}/addComments (members) or /addNotes (admins). */
export function useAddEventMessage(id: string, kind: 'addComments' | 'addNotes') {
  return useEventChange(id, (message: string) =>
    apiRequest(`${eventPath(id)}/${kind}`, 'ZEventFullAnswer', { method: 'POST', body: { message }, auth: true }),
  );
}

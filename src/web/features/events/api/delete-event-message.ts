import { apiRequest } from '../../../lib/api-client.ts';
import { eventPath, useEventChange } from '../event-change.ts';

/** DELETE /api/events/{id}/deleteComments/{commentId}. */
export function useDeleteEventMessage(id: string) {
  return useEventChange(id, (commentId: number) =>
    apiRequest(`${eventPath(id)}/deleteComments/${commentId}`, 'ZEventFullAnswer', { method: 'DELETE', auth: true }),
  );
}

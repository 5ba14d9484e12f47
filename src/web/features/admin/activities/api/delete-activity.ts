import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshActivities } from '../activity-admin-keys.ts';

/** DELETE /api/admin/activities/{id} (Bearer): the activity with its days off, leaders and enrolments. */
export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/admin/activities/${id}`, 'ZNoContent', { method: 'DELETE', auth: true }),
    onSuccess: () => refreshActivities(queryClient),
  });
}

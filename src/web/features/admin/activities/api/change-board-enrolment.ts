import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshActivities } from '../activity-admin-keys.ts';

type TChange = { activityId: number; userId: number; enrol: boolean };

/** POST /api/admin/activities/{id}/enrolments or DELETE …/enrolments/{userId} (Bearer): the board enrols anyone. */
export function useChangeBoardEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, userId, enrol }: TChange) =>
      enrol
        ? apiRequest(`/api/admin/activities/${activityId}/enrolments`, 'ZActivityAdmin', {
            method: 'POST',
            body: { userId },
            auth: true,
          })
        : apiRequest(`/api/admin/activities/${activityId}/enrolments/${userId}`, 'ZActivityAdmin', {
            method: 'DELETE',
            auth: true,
          }),
    onSuccess: () => refreshActivities(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { FAMILY_ACTIVITIES_QUERY_KEY } from './get-family-activities.ts';

type TEnrolment = { activityId: number; userId: number; enrol: boolean };

/**
 * POST /api/member/activities/{id}/enrolments enrols a family member; DELETE …/{userId} takes them
 * off. The answer is the family's activities anew.
 */
export function useChangeEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, userId, enrol }: TEnrolment) =>
      enrol
        ? apiRequest(`/api/member/activities/${activityId}/enrolments`, 'ZFamilyActivities', {
            method: 'POST',
            auth: true,
            body: { userId },
          })
        : apiRequest(`/api/member/activities/${activityId}/enrolments/${userId}`, 'ZFamilyActivities', {
            method: 'DELETE',
            auth: true,
          }),
    onSuccess: (answer) => queryClient.setQueryData(FAMILY_ACTIVITIES_QUERY_KEY, answer),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TActivityValues } from '../../../../../shared/activities.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { refreshActivities } from '../activity-admin-keys.ts';

/** POST /api/admin/activities (a new one) or PUT /api/admin/activities/{id} (Bearer). */
export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: TActivityValues }) =>
      apiRequest(id === null ? '/api/admin/activities' : `/api/admin/activities/${id}`, 'ZActivityAdmin', {
        method: id === null ? 'POST' : 'PUT',
        body: values,
        auth: true,
      }),
    onSuccess: () => refreshActivities(queryClient),
  });
}

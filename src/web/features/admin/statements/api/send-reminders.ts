import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/admin/statements/years/{year}/reminders (Bearer): a reminder to each family that owes. */
export function useSendReminders() {
  return useMutation({
    mutationFn: (year: number) =>
      apiRequest(`/api/admin/statements/years/${year}/reminders`, 'ZReminderAnswer', {
        method: 'POST',
        body: {},
        auth: true,
      }),
  });
}

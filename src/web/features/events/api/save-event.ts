import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendFormData } from '../../../lib/send-form-data.ts';
import { EVENTS_QUERY_KEY, eventListKey } from '../events-query-keys.ts';

export type TEventFormValues = {
  name: string;
  nameTamil: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD or '' */
  endDate: string;
  published: boolean;
  notifyMembers: boolean;
  /** A new picture; none keeps the current one. */
  picture: File | null;
};

/**
 * POST /api/events/createEvent or PUT /api/events/updateEvent as multipart/form-data (Bearer):
 * the picture goes as a file, not as a data URL a third larger. Answers the admin's event list.
 */
async function sendEventForm(values: TEventFormValues, eventId?: number) {
  const form = new FormData();
  if (eventId !== undefined) form.append('eventId', String(eventId));
  form.append('name', values.name);
  form.append('nameTamil', values.nameTamil);
  form.append('startDate', values.startDate);
  form.append('endDate', values.endDate);
  // The site's checkboxes send 'true' when ticked and an empty value when not.
  form.append('published', values.published ? 'true' : '');
  form.append('notifyMembers', values.published && values.notifyMembers ? 'true' : '');
  if (values.picture) form.append('picture', values.picture, values.picture.name);

  const path = eventId === undefined ? '/api/events/createEvent' : '/api/events/updateEvent';
  return sendFormData(path, eventId === undefined ? 'POST' : 'PUT', form, 'ZEventList');
}

export function useSaveEvent(eventId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TEventFormValues) => sendEventForm(values, eventId),
    onSuccess: async (list) => {
      // Everything cached about events is old now; the admin's list is the answer itself.
      await queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY, refetchType: 'none' });
      queryClient.setQueryData(eventListKey('admin'), list);
    },
  });
}

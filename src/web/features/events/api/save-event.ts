import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEventFields } from '../../../../shared/event-form.schema.ts';
import { sendFormData } from '../../../lib/send-form-data.ts';
import { EVENTS_QUERY_KEY, eventListKey } from '../events-query-keys.ts';

/** The event as the editor's shared schema reads it, and a new picture (none keeps the current one). */
export type TEventSave = { fields: TEventFields; picture: File | null };

/**
 * POST /api/events/createEvent or PUT /api/events/updateEvent as multipart/form-data (Bearer):
 * the picture goes as a file, not as a data URL a third larger. Answers the saved event's id.
 */
async function sendEventForm({ fields, picture }: TEventSave, eventId?: number) {
  const form = new FormData();
  if (eventId !== undefined) form.append('eventId', String(eventId));
  form.append('name', fields.name);
  form.append('nameTamil', fields.nameTamil);
  form.append('startDate', fields.startDate);
  form.append('endDate', fields.endDate ?? '');
  form.append('startTime', fields.startTime ?? '');
  form.append('endTime', fields.endTime ?? '');
  form.append('place', fields.place);
  form.append('description', fields.description);
  form.append('descriptionTamil', fields.descriptionTamil);
  // The site's checkboxes send 'true' when ticked and an empty value when not.
  form.append('published', fields.published ? 'true' : '');
  form.append('notifyMembers', fields.published && fields.notifyMembers ? 'true' : '');
  if (picture) form.append('picture', picture, picture.name);

  const path = eventId === undefined ? '/api/events/createEvent' : '/api/events/updateEvent';
  let location: string | null = null;
  const list = await sendFormData(path, eventId === undefined ? 'POST' : 'PUT', form, 'ZEventList', (headers) => {
    location = headers.get('location');
  });
  const id = eventId ?? Number(/\/(\d+)$/.exec(location ?? '')?.[1]);
  if (!Number.isInteger(id)) throw new Error('The saved event answered no address.');
  return { list, eventId: id };
}

export function useSaveEvent(eventId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TEventSave) => sendEventForm(values, eventId),
    onSuccess: async ({ list }) => {
      // Everything cached about events is old now; the admin's list is the answer itself.
      await queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY, refetchType: 'none' });
      queryClient.setQueryData(eventListKey('admin'), list);
    },
  });
}

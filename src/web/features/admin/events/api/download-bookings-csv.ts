import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-client.ts';
import { readStorage } from '../../../../lib/read-storage.ts';
import { trackRequest } from '../../../../lib/request-tracker.ts';
import { STORAGE_KEYS } from '../../../../lib/storage-keys.ts';
import { csvFileName } from '../../members/api/download-members-csv.ts';
import { adminEventPath } from '../event-bookings-key.ts';

/** The file needs the Bearer token, so a plain link cannot fetch it: fetch it and save it from a blob. */
async function downloadBookingsCsv(eventId: string): Promise<void> {
  const path = `${adminEventPath(eventId)}/bookings.csv`;
  const token = readStorage(STORAGE_KEYS.accessToken);
  const response = await trackRequest(
    fetch(path, {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    }),
  );
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), path);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  const named = csvFileName(response.headers.get('content-disposition'));
  link.download = named === 'members.csv' ? `bookings-${eventId}.csv` : named;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the blob need not live longer.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** GET /api/admin/events/{id}/bookings.csv (Bearer), saved as a file. */
export function useDownloadBookingsCsv(eventId: string) {
  return useMutation({ mutationFn: () => downloadBookingsCsv(eventId) });
}

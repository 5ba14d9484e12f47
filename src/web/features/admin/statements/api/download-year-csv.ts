import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-client.ts';
import { readStorage } from '../../../../lib/read-storage.ts';
import { trackRequest } from '../../../../lib/request-tracker.ts';
import { STORAGE_KEYS } from '../../../../lib/storage-keys.ts';

/** The file needs the Bearer token, so a plain link cannot fetch it: fetched, then saved from a blob. */
async function downloadYearCsv(year: number): Promise<void> {
  const path = `/api/admin/statements/years/${year}/lines.csv`;
  const token = readStorage(STORAGE_KEYS.accessToken);
  const response = await trackRequest(
    fetch(path, {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    }),
  );
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null), path);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `statement-lines-${year}.csv`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** GET /api/admin/statements/years/{year}/lines.csv (Bearer), saved as a file. */
export function useDownloadYearCsv() {
  return useMutation({ mutationFn: downloadYearCsv });
}

import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { readStorage } from '../../../lib/read-storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';

const PATH = '/api/member/export';

/** The file comes with the Bearer token, so a plain link cannot fetch it: fetch it and save it from a blob. */
async function downloadExport(): Promise<void> {
  const token = readStorage(STORAGE_KEYS.accessToken);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await fetch(PATH, { headers, credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, null, PATH);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /api/member/export (Bearer): everything stored about the member, saved as a file. */
export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}

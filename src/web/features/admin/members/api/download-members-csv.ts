import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-client.ts';
import { readStorage } from '../../../../lib/read-storage.ts';
import { trackRequest } from '../../../../lib/request-tracker.ts';
import { STORAGE_KEYS } from '../../../../lib/storage-keys.ts';

const PATH = '/api/admin/members.csv';
const FALLBACK_FILE_NAME = 'members.csv';

/** `attachment; filename="members-2025-04-01.csv"` -> the file name; anything unusable -> the fallback. */
export function csvFileName(contentDisposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[/\\]/g, '') : '';
  return name.trim() === '' ? FALLBACK_FILE_NAME : name;
}

async function errorData(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  return type.includes('application/json') ? response.json().catch(() => null) : response.text().catch(() => '');
}

/** The file comes with the Bearer token, so a plain link cannot fetch it: fetch it and save it from a blob. */
async function downloadMembersCsv(): Promise<void> {
  const token = readStorage(STORAGE_KEYS.accessToken);
  const response = await trackRequest(
    fetch(PATH, {
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    }),
  );
  if (!response.ok) throw new ApiError(response.status, await errorData(response), PATH);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(response.headers.get('content-disposition'));
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the blob need not live longer.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** GET /api/admin/members.csv (Bearer), saved as a file. */
export function useDownloadMembersCsv() {
  return useMutation({ mutationFn: downloadMembersCsv });
}

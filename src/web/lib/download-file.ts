import { ApiError } from './api-client.ts';
import { readStorage } from './read-storage.ts';
import { trackRequest } from './request-tracker.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** `attachment; filename="members-2025-04-01.csv"` -> the file name; anything unusable -> the fallback. */
export function downloadFileName(contentDisposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[/\\]/g, '') : '';
  return name.trim() === '' ? fallback : name;
}

async function errorData(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  return type.includes('application/json') ? response.json().catch(() => null) : response.text().catch(() => '');
}

/**
 * A board file (a CSV) comes with the Bearer token, so a plain link cannot fetch it: it is fetched
 * and saved from a blob under the name the server gave, else `fallbackName`.
 */
export async function downloadWithToken(path: string, accept: string, fallbackName: string): Promise<void> {
  const token = readStorage(STORAGE_KEYS.accessToken);
  const response = await trackRequest(
    fetch(path, {
      headers: { accept, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    }),
  );
  if (!response.ok) throw new ApiError(response.status, await errorData(response), path);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadFileName(response.headers.get('content-disposition'), fallbackName);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the blob need not live longer.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

import { useMutation } from '@tanstack/react-query';
import { downloadFileName, downloadWithToken } from '../../../../lib/download-file.ts';

const PATH = '/api/admin/members.csv';
const FALLBACK_FILE_NAME = 'members.csv';

/** `attachment; filename="members-2025-04-01.csv"` -> the file name; anything unusable -> the fallback. */
export function csvFileName(contentDisposition: string | null): string {
  return downloadFileName(contentDisposition, FALLBACK_FILE_NAME);
}

/** GET /api/admin/members.csv (Bearer), saved as a file. */
export function useDownloadMembersCsv() {
  return useMutation({ mutationFn: () => downloadWithToken(PATH, 'text/csv', FALLBACK_FILE_NAME) });
}

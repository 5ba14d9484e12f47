import { useMutation } from '@tanstack/react-query';
import { downloadWithToken } from '../../../../lib/download-file.ts';

/** GET /api/admin/statements/years/{year}/lines.csv (Bearer), saved as a file. */
export function useDownloadYearCsv() {
  return useMutation({
    mutationFn: (year: number) =>
      downloadWithToken(`/api/admin/statements/years/${year}/lines.csv`, 'text/csv', `statement-lines-${year}.csv`),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshFinanceQueries } from '../refresh-finance-queries.ts';
import { sendFormData } from '../../../../lib/send-form-data.ts';

/** PUT /api/admin/finance/{year}/report.pdf (Bearer, multipart, file part "pdf"): adds or replaces the PDF. */
export function useUploadFinancePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, pdf }: { year: number; pdf: File }) => {
      const form = new FormData();
      form.append('pdf', pdf, pdf.name);
      return sendFormData(`/api/admin/finance/${year}/report.pdf`, 'PUT', form, 'ZFinanceAdminReport');
    },
    onSettled: () => refreshFinanceQueries(queryClient),
  });
}

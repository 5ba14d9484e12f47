import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TColumnMapping } from '../../../../../shared/statements.schema.ts';
import { sendFormData } from '../../../../lib/send-form-data.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

/** POST /api/admin/statements/import (Bearer, multipart: file part "statement", field "mapping"). */
export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: TColumnMapping | null }) => {
      const form = new FormData();
      if (mapping) form.append('mapping', JSON.stringify(mapping));
      form.append('statement', file, file.name);
      return sendFormData('/api/admin/statements/import', 'POST', form, 'ZStatementImportResult');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

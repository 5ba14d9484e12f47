import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLanguage } from '../../../../../shared/languages.ts';
import type { TRegisterMapping } from '../../../../../shared/register-import.schema.ts';
import { sendFormData } from '../../../../lib/send-form-data.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

type TImportInput = { file: File; mapping: TRegisterMapping; year: number; language: TLanguage };

/** POST /api/admin/register-imports (Bearer, multipart: file part "register", fields mapping, year, language). */
export function useImportRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping, year, language }: TImportInput) => {
      const form = new FormData();
      form.append('mapping', JSON.stringify(mapping));
      form.append('year', String(year));
      form.append('language', language);
      form.append('register', file, file.name);
      return sendFormData('/api/admin/register-imports', 'POST', form, 'ZRegisterImportResult');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { TRegisterMapping } from '../../../../../shared/register-import.schema.ts';
import { sendFormData } from '../../../../lib/send-form-data.ts';

/** POST /api/admin/register-imports/preview (Bearer, multipart: file part "register", field "mapping"); writes nothing. */
export function usePreviewRegister() {
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: TRegisterMapping | null }) => {
      const form = new FormData();
      if (mapping) form.append('mapping', JSON.stringify(mapping));
      form.append('register', file, file.name);
      return sendFormData('/api/admin/register-imports/preview', 'POST', form, 'ZRegisterPreview');
    },
  });
}

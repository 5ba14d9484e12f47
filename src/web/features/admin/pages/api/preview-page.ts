import { useMutation } from '@tanstack/react-query';
import type { TLanguage } from '../../../../../shared/languages.ts';
import { ZSitePagePreviewAnswer } from '../../../../../shared/site-pages.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/admin/pages/preview (Bearer): the Markdown rendered as visitors would see it; nothing is saved. */
export function usePreviewPage() {
  return useMutation({
    mutationFn: async (input: { body: string; language: TLanguage }) =>
      ZSitePagePreviewAnswer.parse(
        await apiRequest('/api/admin/pages/preview', { method: 'POST', body: input, auth: true, showLoading: false }),
      ),
  });
}

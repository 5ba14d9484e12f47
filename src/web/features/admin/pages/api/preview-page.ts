import { useMutation } from '@tanstack/react-query';
import type { TLanguage } from '../../../../../shared/languages.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/admin/pages/preview (Bearer): the Markdown rendered as visitors would see it; nothing is saved. */
export function usePreviewPage() {
  return useMutation({
    mutationFn: (input: { body: string; language: TLanguage }) =>
      apiRequest('/api/admin/pages/preview', 'ZSitePagePreviewAnswer', {
        method: 'POST',
        body: input,
        auth: true,
        showLoading: false,
      }),
  });
}

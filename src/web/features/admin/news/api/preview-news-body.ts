import { useMutation } from '@tanstack/react-query';
import { ZNewsPreviewAnswer } from '../../../../../shared/news.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/admin/news/preview (Bearer): the body as readers will see it, from the same renderer. */
export function usePreviewNewsBody() {
  return useMutation({
    mutationFn: async (body: string) =>
      ZNewsPreviewAnswer.parse(
        await apiRequest('/api/admin/news/preview', { method: 'POST', body: { body }, auth: true, showLoading: false }),
      ),
  });
}

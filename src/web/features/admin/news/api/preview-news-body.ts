import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/admin/news/preview (Bearer): the body as readers will see it, from the same renderer. */
export function usePreviewNewsBody() {
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest('/api/admin/news/preview', 'ZNewsPreviewAnswer', {
        method: 'POST',
        body: { body },
        auth: true,
        showLoading: false,
      }),
  });
}

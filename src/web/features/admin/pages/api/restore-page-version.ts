import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLanguage } from '../../../../../shared/languages.ts';
import type { TSitePageSlug } from '../../../../../shared/site-pages.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { sitePageKey } from '../../../../lib/site-pages.ts';
import { pageSourceKey } from './get-page-source.ts';

/** POST /api/admin/pages/:slug/:language/versions/:id/restore (Bearer): an earlier text becomes the current one. */
export function useRestorePageVersion(slug: TSitePageSlug, language: TLanguage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) =>
      apiRequest(`/api/admin/pages/${slug}/${language}/versions/${versionId}/restore`, 'ZSitePageSource', {
        method: 'POST',
        auth: true,
      }),
    onSuccess: (source) => {
      queryClient.setQueryData(pageSourceKey(slug, language), source);
      return queryClient.invalidateQueries({ queryKey: sitePageKey(slug, language) });
    },
  });
}

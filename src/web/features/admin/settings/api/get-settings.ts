import { useQuery } from '@tanstack/react-query';
import { ZSiteSettingsAnswer } from '../../../../../shared/site-settings.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../use-admin-data.ts';

export const SETTINGS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'settings'] as const;

/** GET /api/admin/settings (Bearer): the association's details as the board last saved them. */
export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: async () =>
      ZSiteSettingsAnswer.parse(await apiRequest('/api/admin/settings', { auth: true, showLoading: false })),
    retry: false,
  });
}

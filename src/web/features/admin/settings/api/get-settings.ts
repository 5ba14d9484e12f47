import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

export const SETTINGS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'settings'] as const;

/** GET /api/admin/settings (Bearer): the association's details as the board last saved them. */
export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => apiRequest('/api/admin/settings', 'ZSiteSettingsAnswer', { auth: true, showLoading: false }),
    retry: false,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSiteSettings } from '../../../../../shared/site-settings.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { SETTINGS_QUERY_KEY } from './get-settings.ts';

/** PUT /api/admin/settings (Bearer): every page, mail and the Swish QR use the new details at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TSiteSettings) =>
      apiRequest('/api/admin/settings', 'ZSiteSettingsAnswer', { method: 'PUT', body: settings, auth: true }),
    onSuccess: (answer) => queryClient.setQueryData(SETTINGS_QUERY_KEY, answer),
  });
}

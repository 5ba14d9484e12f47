import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSiteSettingsAnswer, type TSiteSettings } from '../../../../../shared/site-settings.schema.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { SETTINGS_QUERY_KEY } from './get-settings.ts';

/** PUT /api/admin/settings (Bearer): every page, mail and the Swish QR use the new details at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: TSiteSettings) =>
      ZSiteSettingsAnswer.parse(await apiRequest('/api/admin/settings', { method: 'PUT', body: settings, auth: true })),
    onSuccess: (answer) => queryClient.setQueryData(SETTINGS_QUERY_KEY, answer),
  });
}

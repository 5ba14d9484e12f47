import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

export const CONTACT_MESSAGES_QUERY_KEY = [...ADMIN_QUERY_KEY, 'contact-messages'] as const;

/** GET /api/admin/contact-messages (Bearer): the contact form's messages, newest first. */
export function useContactMessages() {
  return useQuery({
    queryKey: CONTACT_MESSAGES_QUERY_KEY,
    queryFn: () => apiRequest('/api/admin/contact-messages', 'ZContactInbox', { auth: true, showLoading: false }),
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/member/undo-change/preview: what the undo link would put back. Changes nothing. */
export function useUndoPreview(code: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['undo-preview', code],
    queryFn: () => apiRequest('/api/member/undo-change/preview', 'ZUndoPreview', { method: 'POST', body: { code } }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}

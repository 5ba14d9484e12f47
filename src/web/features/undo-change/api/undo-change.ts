import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/member/undo-change on the press: the old e-mail and password back, every session ended. */
export function useUndoChange() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/member/undo-change', 'ZUndoAnswer', { method: 'POST', body: { code } }),
  });
}

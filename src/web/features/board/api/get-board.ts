import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const boardKey = () => ['content', 'board'] as const;

/** GET /api/content/board (public); /boardmembers usually has it in its HTML already. */
export function useBoard() {
  return useQuery({
    queryKey: boardKey(),
    queryFn: ({ signal }) => apiRequest('/api/content/board', 'ZBoardAnswer', { signal }),
    retry: false,
  });
}

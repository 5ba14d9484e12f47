import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const boardKey = () => ['content', 'board'] as const;

/** GET /api/content/board (public); /boardmembers has it in its HTML already. */
export const boardQuery = () =>
  queryOptions({
    queryKey: boardKey(),
    queryFn: ({ signal }) => apiRequest('/api/content/board', 'ZBoardAnswer', { signal }),
  });

export function useBoard() {
  return useQuery({ ...boardQuery(), retry: false });
}

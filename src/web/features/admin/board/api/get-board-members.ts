import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ADMIN_QUERY_KEY } from '../../admin-query-key.ts';

export const BOARD_MEMBERS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'board'] as const;
/** The public board's query (board feature); a change makes it stale so /boardmembers shows it. */
export const PUBLIC_BOARD_QUERY_KEY = ['content', 'board'] as const;

/** GET /api/admin/board (Bearer): the board members of every year, newest year first. */
export function useBoardMembers() {
  return useQuery({
    queryKey: BOARD_MEMBERS_QUERY_KEY,
    queryFn: () => apiRequest('/api/admin/board', 'ZBoardAdminMembers', { auth: true, showLoading: false }),
    retry: false,
  });
}

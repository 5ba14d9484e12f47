import type { TBoardAnswer } from '../../../shared/board.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const boardKey = () => ['content', 'board'] as const;

/** GET /api/content/board (public). */
export function fetchBoard(signal?: AbortSignal): Promise<TBoardAnswer> {
  return apiRequest<TBoardAnswer>('/api/content/board', { signal });
}

import type { TBoardAnswer } from '../../../shared/board.ts';
import type { TRoutePrefetch } from '../../lib/server-prefetch.ts';
import { boardKey } from './api/get-board.ts';

/** Server only (docs/decisions/0003): /boardmembers arrives with the board in its HTML. */
export const prefetchBoard: TRoutePrefetch = async (queryClient, _params, { fetchApi }) => {
  const answer = await fetchApi('/api/content/board');
  if (answer.status === 200) queryClient.setQueryData(boardKey(), answer.data as TBoardAnswer);
};

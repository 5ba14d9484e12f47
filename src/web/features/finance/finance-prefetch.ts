import type { TFinanceReport } from '../../../shared/board.ts';
import type { TRoutePrefetch } from '../../lib/server-prefetch.ts';
import { financeKey } from './api/get-finance-report.ts';

/** Server only (docs/decisions/0003): the report, or null ("not available") so the browser does not ask again. */
export const prefetchFinanceReport: TRoutePrefetch = async (queryClient, params, { fetchApi }) => {
  const year = params.year ?? '';
  const answer = await fetchApi(`/api/content/finance/${encodeURIComponent(year)}`);
  if (answer.status === 200) queryClient.setQueryData(financeKey(year), answer.data as TFinanceReport);
  else if (answer.status === 404) queryClient.setQueryData(financeKey(year), null);
};

import type { TFinanceReport } from '../../../shared/board.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

export const financeKey = (year: string) => ['content', 'finance', year] as const;

/** GET /api/content/finance/{year}; null when that year's report is not available. */
export async function fetchFinanceReport(year: string, signal?: AbortSignal): Promise<TFinanceReport | null> {
  try {
    return await apiRequest<TFinanceReport>(`/api/content/finance/${encodeURIComponent(year)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

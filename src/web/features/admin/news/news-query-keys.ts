import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../admin-query-key.ts';

export const ADMIN_NEWS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'news'] as const;
/** The public pages' own key (features never import each other, so it is repeated). */
const PUBLIC_NEWS_QUERY_KEY = ['news'] as const;

/** After a change: the tab and the public news pages (and the home page) read again. */
export async function refreshNews(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_NEWS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_NEWS_QUERY_KEY }),
  ]);
}

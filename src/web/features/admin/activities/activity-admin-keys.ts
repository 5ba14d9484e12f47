import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../admin-query-key.ts';

export const ADMIN_ACTIVITIES_QUERY_KEY = [...ADMIN_QUERY_KEY, 'activities'] as const;
/** The public pages' and the family's own key (features never import each other, so it is repeated). */
const PUBLIC_ACTIVITIES_QUERY_KEY = ['activities'] as const;

/** After a change: the tab, the public activity pages and the family's list read again. */
export async function refreshActivities(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_ACTIVITIES_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_ACTIVITIES_QUERY_KEY }),
  ]);
}

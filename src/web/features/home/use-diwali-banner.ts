import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isDiwaliBannerShown } from './diwali-banner-date.ts';

export const DIWALI_BANNER_QUERY_KEY = ['home', 'diwaliBannerShown'] as const;

/**
 * Whether the Diwali banner shows, decided once by whoever renders the page first. On the server
 * the decision (made with the server's clock) is written to the query cache, which the server
 * embeds in the page with its other dehydrated queries; the browser hydrates with that same
 * decision, so the banner is in the first HTML when it shows (no layout shift) and hydration never
 * disagrees with it, even if the two clocks straddle midnight. After a client-side navigation, with
 * no server decision at hand, the browser's clock decides.
 *
 * The cache is used directly rather than through useQuery: there is nothing to fetch, and useQuery
 * would add its observer code to the home page's first load.
 */
export function useDiwaliBannerShown(): boolean {
  const queryClient = useQueryClient();
  const [shown] = useState(() => {
    const known = queryClient.getQueryData<boolean>(DIWALI_BANNER_QUERY_KEY);
    if (typeof known === 'boolean') return known;
    const decided = isDiwaliBannerShown(new Date());
    // Idempotent, so a second render (StrictMode) writes the same value again.
    queryClient.setQueryData(DIWALI_BANNER_QUERY_KEY, decided);
    return decided;
  });
  return shown;
}

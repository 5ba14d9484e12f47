import type { TSignInProvider } from '../../../shared/accounts.schema.ts';
import type { TRoutePrefetch } from '../../lib/server-prefetch.ts';
import { PROVIDERS_PATH, providersKey } from './api/get-providers.ts';

/**
 * Server only (docs/decisions/0003): /memberlogin arrives with its provider links in the HTML, so a
 * visitor can leave for a provider before the app has loaded (it loads at their first use).
 */
export const prefetchLogin: TRoutePrefetch = async (queryClient, _params, { fetchApi }) => {
  const answer = await fetchApi(PROVIDERS_PATH);
  if (answer.status === 200) queryClient.setQueryData(providersKey(), answer.data as TSignInProvider[]);
};

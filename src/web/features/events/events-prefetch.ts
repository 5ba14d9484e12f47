import type { TEventAnswer, TEventSummary } from '../../../shared/events.ts';
import { eventImageUrl, eventNameIn } from '../../../shared/events.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { TApiFetch, TRoutePrefetch } from '../../lib/server-prefetch.ts';
import { eventDates } from './event-dates.ts';
import { eventDetailKey, eventListKey } from './events-query-keys.ts';
import { signupStatusesKey } from './booking-query-keys.ts';

/*
 * Server only (docs/decisions/0003): the visitor's data of /events and /events/{id}, put into the
 * query cache under the keys the pages read first, so the HTML carries it and hydration fetches nothing.
 */

/** Places left of the events a visitor may sign up to, so the pages show them from the first paint. */
async function prefetchSignups(queryClient: QueryClient, fetchApi: TApiFetch) {
  const signups = await fetchApi('/api/events/signups');
  if (signups.status === 200) queryClient.setQueryData(signupStatusesKey('visitor'), signups.data);
}

/** /events: the published events. */
export const prefetchEventList: TRoutePrefetch = async (queryClient, _params, { fetchApi }) => {
  const answer = await fetchApi('/api/events/all');
  if (answer.status === 200) queryClient.setQueryData(eventListKey('public'), answer.data as TEventSummary[]);
  await prefetchSignups(queryClient, fetchApi);
};

/** /events/{id}: the title a visitor may see, and the head of a shared link (name, dates, picture). */
export const prefetchEventDetail: TRoutePrefetch = async (queryClient, params, { fetchApi, language, t }) => {
  const id = params.id ?? '';
  const answer = await fetchApi(`/api/events/${encodeURIComponent(id)}`);
  if (answer.status === 404) {
    queryClient.setQueryData(eventDetailKey(id, 'visitor'), null);
    return;
  }
  if (answer.status !== 200) return;
  const { event } = answer.data as TEventAnswer;
  queryClient.setQueryData(eventDetailKey(id, 'visitor'), answer.data as TEventAnswer);
  await prefetchSignups(queryClient, fetchApi);

  // The visitor's answer is the title only; dates and picture are what the public list shows anyway.
  const list = await fetchApi('/api/events/all');
  const summary =
    list.status === 200 ? (list.data as TEventSummary[]).find((entry) => entry.eventId === event.eventId) : undefined;
  const name = eventNameIn(event, language);
  return {
    title: name,
    description: summary
      ? t('events:head.description', { name, dates: eventDates(summary) })
      : t('events:head.descriptionNoDates', { name }),
    image: summary?.picture ? eventImageUrl(summary.picture) : undefined,
  };
};

import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { createTestI18n } from '../../testing/render-with-i18n.tsx';
import type { TApiFetch } from '../../lib/server-prefetch.ts';
import { prefetchEventDetail, prefetchEventList } from './events-prefetch.ts';
import { eventDetailKey, eventListKey } from './events-query-keys.ts';
import { summary, testQueryClient } from './events.fixtures.tsx';
import { signupStatusesKey } from './booking-query-keys.ts';

const LIST = [summary()];

function fakeApi(answers: Record<string, { status: number; data: unknown }>): TApiFetch & { calls: string[] } {
  const calls: string[] = [];
  const fetchApi = async (path: string) => {
    calls.push(path);
    return answers[path] ?? { status: 404, data: { error: 'not_found' } };
  };
  return Object.assign(fetchApi, { calls });
}

const t = createTestI18n('en').t.bind(createTestI18n('en')) as TFunction;

describe('server prefetch of the event pages', () => {
  it('puts the public list under the key the page reads first', async () => {
    const queryClient = testQueryClient();
    await prefetchEventList(
      queryClient,
      {},
      { language: 'en', t, fetchApi: fakeApi({ '/api/events/all': { status: 200, data: LIST } }) },
    );
    expect(queryClient.getQueryData(eventListKey('public'))).toEqual(LIST);
  });

  it('puts the places left a visitor may see beside the list, so the first paint shows them', async () => {
    const queryClient = testQueryClient();
    const signups = [{ eventId: 1, open: true, placesLeft: 4, waitingList: false }];
    const fetchApi = fakeApi({
      '/api/events/all': { status: 200, data: LIST },
      '/api/events/signups': { status: 200, data: signups },
    });
    await prefetchEventList(queryClient, {}, { language: 'en', t, fetchApi });
    expect(queryClient.getQueryData(signupStatusesKey('visitor'))).toEqual(signups);
  });

  it('puts the visitor’s answer in the cache and names the head after the event', async () => {
    const queryClient = testQueryClient();
    const visitor = { event: { eventId: 3, name: 'Pongal Celebration', nameTamil: 'பொங்கல் விழா' } };
    const fetchApi = fakeApi({
      '/api/events/3': { status: 200, data: visitor },
      '/api/events/all': { status: 200, data: LIST },
    });
    const head = await prefetchEventDetail(queryClient, { id: '3' }, { language: 'ta', t, fetchApi });
    expect(queryClient.getQueryData(eventDetailKey('3', 'visitor'))).toEqual(visitor);
    expect(head).toEqual({
      title: 'பொங்கல் விழா',
      description: 'பொங்கல் விழா, 14/01/2025 – 15/01/2025: an event of the association.',
      image: `/api/events/Image/${'a'.repeat(64)}.webp`,
    });
  });

  it('remembers that an event does not exist, so the browser does not ask again', async () => {
    const queryClient = testQueryClient();
    const head = await prefetchEventDetail(queryClient, { id: '99' }, { language: 'en', t, fetchApi: fakeApi({}) });
    expect(head).toBeUndefined();
    expect(queryClient.getQueryState(eventDetailKey('99', 'visitor'))?.status).toBe('success');
    expect(queryClient.getQueryData(eventDetailKey('99', 'visitor'))).toBeNull();
  });

  it('leaves the cache empty when the API fails, so the browser fetches itself', async () => {
    const queryClient = testQueryClient();
    const fetchApi = fakeApi({ '/api/events/3': { status: 500, data: {} } });
    await prefetchEventDetail(queryClient, { id: '3' }, { language: 'en', t, fetchApi });
    expect(queryClient.getQueryState(eventDetailKey('3', 'visitor'))).toBeUndefined();
  });
});

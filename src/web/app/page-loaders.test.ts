import { describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { TLanguage } from '../../shared/languages.ts';
import type { TSsrReads } from '../../shared/ssr-contract.ts';
import { createTestI18n } from '../testing/render-with-i18n.tsx';
import { signupStatusesKey } from '../features/events/booking-query-keys.ts';
import { eventDetailKey, eventListKey } from '../features/events/events-query-keys.ts';
import { summary, testQueryClient } from '../features/events/events.fixtures.tsx';
import { activationPreviewQuery } from '../features/activate/api/get-activation-preview.ts';
import { sliderKey } from '../features/home/api/get-slider.ts';
import { TEST_SLIDES } from '../features/home/home-slider.fixtures.ts';
import { PAGE_LOADERS, type TPageLoader } from './page-loaders.ts';

const LIST = [summary()];

/** The server's reads as a loader sees them; a read the test did not give fails as the server's would. */
function fakeReads(given: Partial<TSsrReads>): TSsrReads & { calls: string[] } {
  const calls: string[] = [];
  const reads = new Proxy(given, {
    get(target, name: string) {
      calls.push(name);
      const read = target[name as keyof TSsrReads];
      return read ?? (async () => Promise.reject(new Error(`no ${name} in this test`)));
    },
  });
  return Object.assign(reads as TSsrReads, { calls });
}

const t = createTestI18n('en').t.bind(createTestI18n('en')) as TFunction;

function load(
  pageKey: string,
  queryClient: QueryClient,
  reads: TSsrReads,
  params: Record<string, string> = {},
  language: TLanguage = 'en',
  search = '',
) {
  const loader: TPageLoader | undefined = PAGE_LOADERS[pageKey];
  if (!loader) throw new Error(`no loader for ${pageKey}`);
  return loader({ queryClient, params, search: new URLSearchParams(search), language, reads, t });
}

describe('page loaders of the event pages', () => {
  it('puts the public list under the key the page reads first', async () => {
    const queryClient = testQueryClient();
    await load('events', queryClient, fakeReads({ eventList: async () => LIST, signupStatuses: async () => [] }));
    expect(queryClient.getQueryData(eventListKey('public'))).toEqual(LIST);
  });

  it('puts the places left a visitor may see beside the list, so the first paint shows them', async () => {
    const queryClient = testQueryClient();
    const signups = [
      {
        eventId: 1,
        open: true,
        closesOn: '2025-01-13',
        places: 10,
        placesLeft: 4,
        waitingList: false,
        openToNonMembers: true,
        visitorMaxPlaces: 6,
        prices: { memberAdult: 0, memberChild: 0, nonMemberAdult: 100, nonMemberChild: 50 },
      },
    ];
    await load('events', queryClient, fakeReads({ eventList: async () => LIST, signupStatuses: async () => signups }));
    expect(queryClient.getQueryData(signupStatusesKey('visitor'))).toEqual(signups);
  });

  it('puts the visitor’s answer in the cache and names the head after the event', async () => {
    const queryClient = testQueryClient();
    const { year: _year, picture: _picture, published: _published, ...facts } = summary();
    const visitor = { event: facts };
    const reads = fakeReads({
      event: async (id) => (id === '3' ? visitor : null),
      eventList: async () => LIST,
      signupStatuses: async () => [],
    });
    const loaded = await load('eventDetail', queryClient, reads, { id: '3' }, 'ta');
    expect(queryClient.getQueryData(eventDetailKey('3', 'visitor'))).toEqual(visitor);
    expect(loaded.head).toEqual({
      title: 'பொங்கல் விழா',
      description: 'பொங்கல் விழா, 14/01/2025 – 15/01/2025: an event of the association.',
      image: `/api/events/Image/${'a'.repeat(64)}.webp`,
    });
  });

  it('remembers that an event does not exist, so the browser does not ask again', async () => {
    const queryClient = testQueryClient();
    const loaded = await load('eventDetail', queryClient, fakeReads({ event: async () => null }), { id: '99' });
    expect(loaded.head).toBeUndefined();
    expect(loaded.found).toBe(false);
    expect(queryClient.getQueryState(eventDetailKey('99', 'visitor'))?.status).toBe('success');
    expect(queryClient.getQueryData(eventDetailKey('99', 'visitor'))).toBeNull();
  });

  it('leaves the cache empty when a read fails, so the browser fetches itself', async () => {
    const queryClient = testQueryClient();
    await expect(load('eventDetail', queryClient, fakeReads({}), { id: '3' })).rejects.toThrow();
    expect(queryClient.getQueryState(eventDetailKey('3', 'visitor'))).toBeUndefined();
  });
});

describe('page loader of the home page', () => {
  const home = (slides: typeof TEST_SLIDES) =>
    fakeReads({
      slider: async () => ({ slides }),
      sitePage: async (slug, language) => ({ slug, language, html: '<p>Hi</p>', effectiveDate: null }),
      newsHome: async () => ({ latest: [], banner: null }),
    });

  it('puts the slides under the key the slider reads, and asks the head to preload the same srcset', async () => {
    const queryClient = testQueryClient();
    const loaded = await load('home', queryClient, home(TEST_SLIDES));
    expect(queryClient.getQueryData(sliderKey('en'))).toEqual({ slides: TEST_SLIDES });
    expect(loaded.head).toEqual({
      preloadImage: {
        srcSet: [`-640.webp 640w`, `-828.webp 828w`, `.webp 1916w`]
          .map((file) => `/api/events/Image/${'a'.repeat(64)}${file}`)
          .join(', '),
        sizes: '100vw',
      },
    });
  });

  it('preloads nothing without slides', async () => {
    const loaded = await load('home', testQueryClient(), home([]));
    expect(loaded.head).toBeUndefined();
  });
});

describe('page loader of the activation page', () => {
  it('puts the link’s preview under the page’s key, so the right form renders first, and keeps no page', async () => {
    const queryClient = testQueryClient();
    const preview = { state: 'ready' as const, email: 'meena@example.org', hasSignupPassword: true };
    const reads = fakeReads({
      activationPreview: async (email, code) => (email === 'meena@example.org' && code === 'c0de' ? preview : null),
    });
    const loaded = await load('activateAccount', queryClient, reads, {}, 'en', 'email=meena%40example.org&code=c0de');
    expect(queryClient.getQueryData(activationPreviewQuery('meena@example.org', 'c0de').queryKey)).toEqual(preview);
    expect(loaded.found).toBe(false);
  });

  it('asks nothing for a link without its code', async () => {
    const reads = fakeReads({});
    await load('activateAccount', testQueryClient(), reads, {}, 'en', 'email=meena%40example.org');
    expect(reads.calls).not.toContain('activationPreview');
  });
});

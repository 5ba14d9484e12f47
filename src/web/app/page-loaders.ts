import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { eventImageUrl, eventNameIn } from '../../shared/events.ts';
import type { TLanguage } from '../../shared/languages.ts';
import type { TSitePageSlug } from '../../shared/site-pages.schema.ts';
import { slideSources } from '../../shared/slider.ts';
import type { TSsrReads } from '../../shared/ssr-contract.ts';
import { activationPreviewQuery } from '../features/activate/api/get-activation-preview.ts';
import { activityQuery } from '../features/activities/api/get-activity.ts';
import { activityListQuery } from '../features/activities/api/get-activity-list.ts';
import { activityDescriptionIn, activityNameIn } from '../lib/activity-text.ts';
import { boardQuery } from '../features/board/api/get-board.ts';
import { eventDetailQuery } from '../features/events/api/get-event-detail.ts';
import { eventListQuery } from '../features/events/api/get-event-list.ts';
import { signupStatusesQuery } from '../features/events/api/get-signup-statuses.ts';
import { eventDates } from '../features/events/event-dates.ts';
import { financeReportQuery } from '../features/finance/api/get-finance-report.ts';
import { newsHomeQuery } from '../features/home/api/get-news-home.ts';
import { sliderQuery } from '../features/home/api/get-slider.ts';
import { HOME_SLIDER_SIZES } from '../features/home/home-slider-sizes.ts';
import { providersQuery } from '../features/login/api/get-providers.ts';
import { newsListQuery } from '../features/news/api/get-news-list.ts';
import { newsPostQuery } from '../features/news/api/get-news-post.ts';
import { pageFromParam } from '../features/news/news-queries.ts';
import { sitePageQuery } from '../lib/site-pages.ts';

/**
 * What each public page reads before the server renders it (docs/decisions/0016), by the route's
 * page key. A loader reads through the server's public reads (in-process, the API's own service
 * functions) and puts each answer under the query the page's hook reads, so the page renders with
 * it, the browser hydrates with it (dehydrated into the page) and asks nothing again. Only the
 * server bundle imports this table.
 */

/** What a page's data changes in the document head: its title, description and Open Graph image. */
export type THeadOverride = {
  /** The page's own title; the server appends the association's name. */
  title?: string;
  description?: string;
  /** A path on this site (or an absolute URL) of the picture link previews show. */
  image?: string;
  /** 'article' for a page about one thing (a news post), so link previews show it as such. */
  ogType?: 'website' | 'article';
  /** The page's first, largest picture, preloaded from the head with the srcset its <img> has. */
  preloadImage?: { srcSet: string; sizes: string };
};

export type TLoaderContext = {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  /** The query parameters the route reads (its `query`), as the page's address has them. */
  search: URLSearchParams;
  language: TLanguage;
  reads: TSsrReads;
  t: TFunction;
};

/**
 * found: false when the page is not to be kept (its data could not be read, or the address names
 * nothing). missing: the address names nothing (no such event or post): the page says so, answers
 * 404 and asks not to be indexed.
 */
export type TLoaded = { head?: THeadOverride; found?: boolean; missing?: true };

const MISSING: TLoaded = { found: false, missing: true };

export type TPageLoader = (context: TLoaderContext) => Promise<TLoaded>;

const sitePage =
  (slug: TSitePageSlug): TPageLoader =>
  async ({ queryClient, language, reads }) => {
    queryClient.setQueryData(sitePageQuery(slug, language).queryKey, await reads.sitePage(slug, language));
    return {};
  };

/** The slides, with the first one's picture preloaded with the same srcset and sizes as its <img>. */
async function loadSlider({ queryClient, language, reads }: TLoaderContext): Promise<TLoaded> {
  const slider = await reads.slider(language);
  queryClient.setQueryData(sliderQuery(language).queryKey, slider);
  const first = slider.slides[0];
  return first ? { head: { preloadImage: { srcSet: slideSources(first).srcSet, sizes: HOME_SLIDER_SIZES } } } : {};
}

/** Places left of the events a visitor may sign up to, so the event pages show them from the first paint. */
async function loadSignups({ queryClient, reads }: TLoaderContext) {
  queryClient.setQueryData(signupStatusesQuery('visitor').queryKey, await reads.signupStatuses());
}

async function loadEventDetail(context: TLoaderContext): Promise<TLoaded> {
  const { queryClient, params, reads, language, t } = context;
  const id = params.id ?? '';
  const answer = await reads.event(id);
  queryClient.setQueryData(eventDetailQuery(id, 'visitor').queryKey, answer);
  if (!answer) return MISSING;
  const [list] = await Promise.all([reads.eventList(), loadSignups(context)]);
  // The visitor's answer is the title only; dates and picture are what the public list shows anyway.
  const summary = list.find((entry) => entry.eventId === answer.event.eventId);
  const name = eventNameIn(answer.event, language);
  return {
    head: {
      title: name,
      description: summary
        ? t('events:head.description', { name, dates: eventDates(summary) })
        : t('events:head.descriptionNoDates', { name }),
      image: summary?.picture ? eventImageUrl(summary.picture) : undefined,
    },
  };
}

async function loadActivity({ queryClient, params, reads, language }: TLoaderContext): Promise<TLoaded> {
  const id = params.id ?? '';
  const activity = await reads.activity(id);
  queryClient.setQueryData(activityQuery(id).queryKey, activity);
  if (!activity) return MISSING;
  const description = activityDescriptionIn(activity, language);
  return {
    head: {
      title: activityNameIn(activity, language),
      ...(description ? { description: description.slice(0, 200) } : {}),
    },
  };
}

async function loadNewsPost({ queryClient, params, reads, language }: TLoaderContext): Promise<TLoaded> {
  const slug = params.slug ?? '';
  const post = await reads.newsPost(language, slug);
  queryClient.setQueryData(newsPostQuery(language, slug).queryKey, post);
  if (!post) return MISSING;
  const image = post.picture ? eventImageUrl(post.picture) : undefined;
  return { head: { title: post.title, description: post.summary, ogType: 'article', image } };
}

export const PAGE_LOADERS: Readonly<Record<string, TPageLoader>> = {
  home: async (context) => {
    const { queryClient, language, reads } = context;
    const [loaded] = await Promise.all([
      loadSlider(context),
      sitePage('home')(context),
      reads.newsHome(language).then((answer) => queryClient.setQueryData(newsHomeQuery(language).queryKey, answer)),
    ]);
    return loaded;
  },
  diwali: sitePage('diwali2024'),
  election: sitePage('election2024'),
  about: sitePage('about'),
  privacy: sitePage('privacy'),
  events: async (context) => {
    const [list] = await Promise.all([context.reads.eventList(), loadSignups(context)]);
    context.queryClient.setQueryData(eventListQuery('public').queryKey, list);
    return {};
  },
  eventDetail: loadEventDetail,
  activities: async ({ queryClient, reads }) => {
    queryClient.setQueryData(activityListQuery().queryKey, await reads.activityList());
    return {};
  },
  activityDetail: loadActivity,
  news: async ({ queryClient, params, reads, language }) => {
    const page = pageFromParam(params.page);
    queryClient.setQueryData(newsListQuery(language, page).queryKey, await reads.newsList(language, page));
    return {};
  },
  newsPost: loadNewsPost,
  login: async ({ queryClient, reads }) => {
    queryClient.setQueryData(providersQuery().queryKey, await reads.signInProviders());
    return {};
  },
  // A link's state changes once it is used: the page is rendered for each request, never kept.
  activateAccount: async ({ queryClient, search, reads }) => {
    const email = search.get('email') ?? '';
    const code = search.get('code') ?? '';
    const preview = email && code ? await reads.activationPreview(email, code) : null;
    if (preview) queryClient.setQueryData(activationPreviewQuery(email, code).queryKey, preview);
    return { found: false };
  },
  board: async ({ queryClient, reads }) => {
    queryClient.setQueryData(boardQuery().queryKey, await reads.board());
    return {};
  },
  financeReport: async ({ queryClient, params, reads }) => {
    const year = params.year ?? '';
    const report = await reads.financeReport(year);
    queryClient.setQueryData(financeReportQuery(year).queryKey, report);
    return report ? {} : { found: false };
  },
};

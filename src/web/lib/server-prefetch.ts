import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { TLanguage } from '../../shared/languages.ts';

/**
 * How a public page gets its data into the server's HTML (docs/decisions/0003): a route may name a
 * prefetch that fills the query cache before rendering; the cache travels to the browser dehydrated,
 * so the page hydrates with the same data and fetches nothing. Only the server ever calls it.
 */

/** A GET of our own API as a visitor (no token), answered in-process by the server. */
export type TApiFetch = (path: string) => Promise<{ status: number; data: unknown }>;

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
  preloadImage?: TPreloadImage;
};

export type TPreloadImage = { srcSet: string; sizes: string };

export type TPrefetchContext = { language: TLanguage; fetchApi: TApiFetch; t: TFunction };

export type TRoutePrefetch = (
  queryClient: QueryClient,
  params: Record<string, string | undefined>,
  context: TPrefetchContext,
) => Promise<THeadOverride | void>;

import { StrictMode } from 'react';
// The browser build, not Node's: Node's keeps each render in an AsyncLocalStorage, and the first
// render would turn on async hooks for the whole process, making every later request slower.
import { renderToReadableStream } from 'react-dom/server.browser';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { App } from './app/app.tsx';
import { AppProviders } from './app/app-providers.tsx';
import { matchRoute } from './app/match-route.ts';
import type { TPageData } from './app/page-data.ts';
import { BASE_NAMESPACES, createI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { PAGE_LOADERS, type TLoaded } from './app/page-loaders.ts';
import { SIGNED_IN_LOADERS } from './app/signed-in-loaders.ts';
import { SERVER_SESSION_QUERY_KEY } from './lib/session/server-session.ts';
import type {
  TSsrModule,
  TSsrPageAddress,
  TSsrPageHead,
  TSsrRenderInput,
  TSsrRenderResult,
} from '../shared/ssr-contract.ts';
import { formPostQueryKey } from '../shared/form-post.ts';

export type TRenderInput = TSsrRenderInput;
export type TRenderResult = TSsrRenderResult<TPageData>;

async function renderToString(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element, {
    // React would move large sections out of line and complete them with inline scripts, which
    // the CSP (script-src 'self') refuses: keep every page in one piece.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // Wait for everything: a shared link's preview and a phone's first paint need the whole content.
  await stream.allReady;
  return new Response(stream).text();
}

/** The address a page renders at: its path and the query parameters it reads, in the route's order. */
export function pageAddress(url: string): TSsrPageAddress {
  const parsed = new URL(url, 'http://localhost');
  const match = matchRoute(parsed.pathname);
  if (!match) return null;
  const kept = new URLSearchParams();
  for (const name of match.route.query ?? []) {
    for (const value of parsed.searchParams.getAll(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return {
    url: query ? `${parsed.pathname}?${query}` : parsed.pathname,
    group: match.route.pageKey,
    signedIn: match.route.access === 'protected',
  };
}

/** Renders one page of the web app for the server, as the server-rendering contract says. */
export async function render({
  url,
  language,
  association,
  loadCatalogs,
  reads,
  formPost,
  viewer,
}: TRenderInput): Promise<TRenderResult> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const match = matchRoute(pathname);
  if (!match) return { kind: 'redirect', location: '/' };

  const namespaces = [...BASE_NAMESPACES, ...(match.route.namespaces ?? [])];
  const resources = await loadCatalogs(language, namespaces);
  const i18n = createI18n({ language, resources, loadOverHttp: false });
  const queryClient = createQueryClient();
  // The seam for forms sent without the app: the form reads it from the query cache, hydration keeps it.
  if (formPost) queryClient.setQueryData(formPostQueryKey(formPost.form), formPost);
  await match.route.page.preload();
  // The page's public data, read before rendering; if that fails, the page renders without it, the
  // browser fetches it, and the server does not keep the page.
  const loader = PAGE_LOADERS[match.route.pageKey];
  let loaded: TLoaded = {};
  if (loader && reads) {
    const context = { queryClient, params: match.params, search: searchParams, language, reads, t: i18n.t.bind(i18n) };
    loaded = await loader(context).catch(() => ({ found: false }));
  }
  // A signed-in page for the session's person: who they are and their data. A failed read renders
  // the page as before (the app loads it); such a render is never kept anyway.
  if (viewer && match.route.access === 'protected') {
    queryClient.setQueryData(SERVER_SESSION_QUERY_KEY, viewer.user);
    const load = SIGNED_IN_LOADERS[match.route.pageKey];
    await load?.(queryClient, viewer.reads, match.params, searchParams, viewer.user).catch(() => undefined);
  }
  const headOverride = loaded.head;

  const html = await renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppProviders i18n={i18n} queryClient={queryClient} association={association}>
          <App />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
  );
  const pageKey = match.route.pageKey;
  const head: TSsrPageHead = {
    pageKey,
    title: `${headOverride?.title ?? i18n.t(`common:pages.${pageKey}.title`)} | ${association.name[language]}`,
    description: headOverride?.description ?? i18n.t(`common:pages.${pageKey}.description`),
    ...(headOverride?.image ? { image: headOverride.image } : {}),
    ...(headOverride?.ogType ? { ogType: headOverride.ogType } : {}),
    ...(headOverride?.preloadImage ? { preloadImage: headOverride.preloadImage } : {}),
  };
  const pageData: TPageData = { language, association, resources, queries: dehydrate(queryClient) };
  return {
    kind: 'page',
    html,
    head,
    pageData,
    access: match.route.access,
    actsOnArrival: match.route.actsOnArrival === true,
    pageModule: match.route.page.module,
    keep: loaded.found !== false,
    missing: loaded.missing === true,
  };
}

// The bundle's export is what the server's web-app plugin calls: checked here, not by a cast there.
export const ssrModule: TSsrModule = { pageAddress, render };

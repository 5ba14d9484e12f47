import './lib/zod-without-eval.ts';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app.tsx';
import { AppProviders } from './app/app-providers.tsx';
import { matchRoute } from './app/match-route.ts';
import { PAGE_DATA_ELEMENT_ID, ROOT_ELEMENT_ID, type TPageData } from './app/page-data.ts';
import { createI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

function readPageData(): TPageData {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  return JSON.parse(element?.textContent ?? '{}') as TPageData;
}

/** Makes the server's HTML interactive; loaded by entry-client.tsx once the first view is painted. */
export async function hydrateApp() {
  const data = readPageData();
  const i18n = createI18n({ language: data.language, resources: data.resources, loadOverHttp: true });
  const queryClient = createQueryClient();
  if (data.queries) hydrate(queryClient, data.queries);
  // The page's own chunk must be here before hydrating, or the first render would not match the HTML.
  await matchRoute(window.location.pathname)
    ?.route.page.preload()
    .catch(() => undefined);
  // In a transition React hydrates in slices and yields to the browser between them, so a phone's
  // main thread never blocks for the whole page at once (total blocking time, DESIGN.md 4a).
  startTransition(() => {
    hydrateRoot(
      document.getElementById(ROOT_ELEMENT_ID)!,
      <StrictMode>
        <BrowserRouter>
          <AppProviders i18n={i18n} queryClient={queryClient} association={data.association}>
            <App />
          </AppProviders>
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

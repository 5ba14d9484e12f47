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
import { noteServerSession } from './lib/session/server-session.ts';
import { yieldToMain } from './lib/yield-to-main.ts';

function readPageData(): TPageData {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  return JSON.parse(element?.textContent ?? '{}') as TPageData;
}

/**
 * Makes the server's HTML interactive; entry-client.tsx calls it once the libraries are evaluated.
 * Each step is a task of its own (docs/decisions/0007).
 */
export async function hydrateApp() {
  const data = readPageData();
  const i18n = createI18n({ language: data.language, resources: data.resources, loadOverHttp: true });
  await yieldToMain();
  const queryClient = createQueryClient();
  if (data.queries) hydrate(queryClient, data.queries);
  noteServerSession(queryClient);
  // The page's own chunk must be here before hydrating, or the first render would not match the HTML.
  await matchRoute(window.location.pathname)
    ?.route.page.preload()
    .catch(() => undefined);
  await yieldToMain();
  // In a transition React hydrates in slices and yields to the browser between them; the header,
  // the page and the footer are Suspense boundaries that each hydrate on their own after the frame.
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

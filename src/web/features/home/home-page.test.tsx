import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { ZAssociation } from '../../../shared/association.ts';
import { AssociationProvider } from '../../lib/association.tsx';
import { createTestI18n } from '../../../../tests/helpers/render-with-i18n.tsx';
import { sitePageKey } from '../../lib/site-pages.ts';
import HomePage from './home-page.tsx';

const association = ZAssociation.parse(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../association.json'), 'utf8')),
);

const BEFORE = new Date('2024-11-09T23:59:00+01:00');
const AFTER = new Date('2024-11-10T00:00:00+01:00');
const BANNER = 'data-testid="diwali-banner"';

/** Renders the home page as the server (or a browser's first render) does, at the given time. */
function renderAt(now: Date, queryClient: QueryClient, language = 'en'): string {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return renderToString(
    <MemoryRouter>
      <I18nextProvider i18n={createTestI18n(language)}>
        <QueryClientProvider client={queryClient}>
          <AssociationProvider value={association}>
            <HomePage />
          </AssociationProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

/** The server's render and the queries it embeds in the page (through JSON, as in the page). */
function serverRender(now: Date): { html: string; embedded: DehydratedState } {
  const server = new QueryClient();
  const html = renderAt(now, server);
  return { html, embedded: JSON.parse(JSON.stringify(dehydrate(server))) as DehydratedState };
}

/** A browser's query client after it has read the page's embedded data. */
function browserWith(embedded: DehydratedState): QueryClient {
  const browser = new QueryClient();
  hydrate(browser, embedded);
  return browser;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('home page', () => {
  it('shows the board’s introduction as the server embedded it, and the news links', () => {
    const queryClient = new QueryClient();
    const intro = '<p>Sample Town Tamil Association brings together <strong>&lt;b&gt;</strong></p>\n';
    queryClient.setQueryData(sitePageKey('home', 'en'), {
      slug: 'home',
      language: 'en',
      html: intro,
      effectiveDate: null,
    });
    const html = renderAt(AFTER, queryClient);
    expect(html).toContain(intro.trim());
    expect(html).toContain('href="/election2024"');
    expect(html).toContain('href="/diwali2024"');
  });

  it("hydrates with the server's decision, whatever the browser's clock says", () => {
    const shown = serverRender(BEFORE);
    expect(shown.html).toContain(BANNER);
    expect(renderAt(AFTER, browserWith(shown.embedded))).toBe(shown.html);

    const hidden = serverRender(AFTER);
    expect(hidden.html).not.toContain(BANNER);
    expect(renderAt(BEFORE, browserWith(hidden.embedded))).toBe(hidden.html);
  });

  it("decides with the browser's clock after a client-side navigation (no server decision)", () => {
    expect(renderAt(BEFORE, new QueryClient())).toContain(BANNER);
    expect(renderAt(BEFORE, new QueryClient())).toContain('Diwali Celebration 2024');
    expect(renderAt(AFTER, new QueryClient())).not.toContain(BANNER);
  });
});

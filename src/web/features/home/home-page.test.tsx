import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import type { TLanguage } from '../../../shared/languages.ts';
import type { TNewsHome } from '../../../shared/news.schema.ts';
import { ZAssociation } from '../../../shared/association.ts';
import { AssociationProvider } from '../../lib/association.tsx';
import { createTestI18n } from '../../testing/render-with-i18n.tsx';
import { sitePageKey } from '../../lib/site-pages.ts';
import HomePage from './home-page.tsx';
import { newsHomeKey } from './home-news-queries.ts';

const association = ZAssociation.parse(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../../association.json'), 'utf8')),
);

const BANNER = 'data-testid="home-banner"';

const NEWS: TNewsHome = {
  latest: [
    {
      slug: 'pongal-2026',
      title: 'Pongal 2026',
      summary: 'Everyone is welcome.',
      language: 'en',
      publishAt: '2026-01-10T10:00:00.000Z',
      picture: null,
      pictureAlt: '',
    },
  ],
  banner: { title: 'Diwali Celebration 2024', text: 'At the town hall.', href: '/diwali2024', language: 'en' },
};

/** Renders the home page as the server (or a browser's first render) does. */
function render(queryClient: QueryClient, language = 'en'): string {
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

/** A query client holding what the page's loader put there on the server (through JSON, as in the page). */
function withNews(news: TNewsHome | undefined, language: TLanguage = 'en'): QueryClient {
  const server = new QueryClient();
  if (news) server.setQueryData(newsHomeKey(language), news);
  const browser = new QueryClient();
  hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))) as DehydratedState);
  return browser;
}

describe('home page', () => {
  it('shows the board’s introduction as the server embedded it, and the news links', () => {
    const queryClient = withNews(undefined);
    const intro = '<p>Sample Town Tamil Association brings together <strong>&lt;b&gt;</strong></p>\n';
    queryClient.setQueryData(sitePageKey('home', 'en'), {
      slug: 'home',
      language: 'en',
      html: intro,
      effectiveDate: null,
    });
    const html = render(queryClient);
    expect(html).toContain(intro.trim());
    expect(html).toContain('href="/election2024"');
    expect(html).toContain('href="/diwali2024"');
    expect(html).toContain('href="/news"');
  });

  it("shows the server's banner and latest posts in the first HTML, and hydrates with the same", () => {
    const html = render(withNews(NEWS));
    expect(html).toContain(BANNER);
    expect(html).toContain('Diwali Celebration 2024');
    expect(html).toContain('href="/news/pongal-2026"');
    expect(render(withNews(NEWS))).toBe(html);
  });

  it('shows no banner when the server says none shows', () => {
    expect(render(withNews({ ...NEWS, banner: null }))).not.toContain(BANNER);
  });

  it('notes a post shown in another language than the reader reads', () => {
    const html = render(withNews(NEWS, 'sv'), 'sv');
    expect(html).toContain('lang="en"');
    expect(html).toContain('Visas på engelska');
  });
});

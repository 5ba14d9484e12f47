import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { SLIDER_INTERVAL_MS } from '../../../shared/slider.ts';
import { createTestI18n } from '../../testing/render-with-i18n.tsx';
import { sliderQuery } from './api/get-slider.ts';
import { HomeSlider } from './home-slider.tsx';
import { TEST_SLIDES } from './home-slider.fixtures.ts';

/** As the server renders /: no window here (node environment), the slides from the page's loader. */
function serverHtml(slides = TEST_SLIDES) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sliderQuery('en').queryKey, { slides });
  const html = renderToString(
    <I18nextProvider i18n={createTestI18n('en')}>
      <QueryClientProvider client={queryClient}>
        <HomeSlider />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { html };
}

describe('home slider on the server', () => {
  it('fetches the first slide only, as an <img> with srcset, sizes, size and high priority', async () => {
    const { html } = await serverHtml();
    // The later slides are in the page for the entry script to show, their pictures without a source.
    expect(html.match(/<img /g)).toHaveLength(3);
    expect(html.match(/ src=/g)).toHaveLength(1);
    expect(html.match(/ srcSet=/g)).toHaveLength(1);
    expect(html.match(/ data-src=/g)).toHaveLength(2);
    const small = `/api/events/Image/${'a'.repeat(64)}-640.webp 640w`;
    const phone = `/api/events/Image/${'a'.repeat(64)}-828.webp 828w`;
    const large = `/api/events/Image/${'a'.repeat(64)}.webp 1916w`;
    expect(html).toContain(`srcSet="${small}, ${phone}, ${large}"`);
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('width="1916"');
    expect(html).toContain('height="547"');
    expect(html).toContain('fetchPriority="high"');
    const first = html.slice(html.indexOf('<img '), html.indexOf('>', html.indexOf('<img ')));
    expect(first).not.toContain('decoding=');
    expect(first).not.toContain('loading=');
    expect(first).toContain('alt="Kolam a in English"');
  });

  it('asks the entry script for the app before its first turn, only when it has one', async () => {
    expect((await serverHtml()).html).toContain(`data-app-due-ms="${SLIDER_INTERVAL_MS}"`);
    expect((await serverHtml(TEST_SLIDES.slice(0, 1))).html).not.toContain('data-app-due-ms');
  });

  // What the head preloads: app/page-loaders.test.ts.
  it('renders nothing without slides', async () => {
    const { html } = await serverHtml([]);
    expect(html).toBe('');
  });
});

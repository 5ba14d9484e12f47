// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_PRESS_FIELD } from '../../../../shared/form-post.ts';
import { BANNER_FORM_FIELDS } from '../../../../shared/news-banner-form.ts';
import type { TNewsAdminBanner } from '../../../../shared/news.schema.ts';
import { renderWithI18n } from '../../../testing/render-with-i18n.tsx';
import { stubFetch } from '../../../testing/stub-fetch.ts';
import { NewsBannerForm } from './news-banner-form.tsx';

const fetchMock = stubFetch();

const BANNER: TNewsAdminBanner = {
  target: { kind: 'path', path: '/diwali2024' },
  texts: { ta: { title: 'தீபாவளி', text: '' } },
  endsOn: '2031-11-10',
  href: '/diwali2024',
};

describe('NewsBannerForm', () => {
  it('takes the banner down with the app: one DELETE, the form itself is not sent', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/api/events/all')
        ? new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(null, { status: 204 }),
    );
    const onDone = vi.fn();
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', submitted);
    renderWithI18n(
      <QueryClientProvider client={new QueryClient()}>
        <NewsBannerForm start={{ banner: BANNER }} posts={[]} onDone={onDone} onFailed={vi.fn()} />
      </QueryClientProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Take the banner down' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('The banner was taken down.'));
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([
      expect.stringMatching(/^DELETE .*\/api\/admin\/news\/banner$/),
    ]);
    expect(submitted).not.toHaveBeenCalled();
    document.removeEventListener('submit', submitted);
  });

  it('names every field as the server reads the post without the app', () => {
    renderWithI18n(
      <QueryClientProvider client={new QueryClient()}>
        <NewsBannerForm start={{ banner: BANNER }} posts={[]} onDone={vi.fn()} onFailed={vi.fn()} />
      </QueryClientProvider>,
    );
    const form = screen.getByRole('button', { name: 'Save the banner' }).closest('form');
    expect(form?.getAttribute('action')).toBe('/admindashboard/content?form=news-banner');
    expect(form?.getAttribute('method')).toBe('post');
    const names = [...(form?.elements ?? [])].map((element) => element.getAttribute('name')).filter(Boolean);
    // The fields the server reads from the post, but the targets of the kinds not chosen, and the press.
    const shown = BANNER_FORM_FIELDS.filter((name) => name !== 'postId' && name !== 'eventId');
    expect(names).toEqual([...shown, FORM_PRESS_FIELD]);
  });
});

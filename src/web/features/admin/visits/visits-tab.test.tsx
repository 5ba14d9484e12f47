// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../testing/render-with-i18n.tsx';
import type { TVisitsReport } from '../../../../shared/analytics.schema.ts';
import { VisitsTab } from './visits-tab.tsx';

const report: TVisitsReport = {
  weeks: [
    { weekStart: '2026-11-02', isoYear: 2026, isoWeek: 45, visits: 3 },
    { weekStart: '2026-11-09', isoYear: 2026, isoWeek: 46, visits: 0 },
    { weekStart: '2026-11-16', isoYear: 2026, isoWeek: 47, visits: 1234 },
  ],
  topPages: [
    { path: '/events', visits: 1000 },
    { path: '/events/:id', visits: 237 },
  ],
  total: 1237,
};

function renderTab(language: string, answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(answer)),
  );
  const client = new QueryClient();
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <VisitsTab />
    </QueryClientProvider>,
    { language },
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VisitsTab', () => {
  it('shows this week, a chart named by its summary, a table of every week and the top pages', async () => {
    renderTab('en', json(report));
    expect(await screen.findByText('This week: 1,234 page visits')).toBeTruthy();
    expect(screen.getByText('The last 3 weeks: 1,237 page visits')).toBeTruthy();
    const chart = screen.getByRole('img', {
      name: "Bar chart of page visits per week, week 45 to week 47: 1,237 in total. The table that follows gives each week's number.",
    });
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    const weeks = screen.getByRole('table', { name: 'Page visits per week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(4);
    expect(within(weeks).getByRole('rowheader', { name: 'Week 47, 2026' })).toBeTruthy();
    const pages = screen.getByRole('table', { name: 'Most visited pages' });
    expect(within(pages).getByRole('rowheader', { name: '/events/:id' })).toBeTruthy();
  });

  it.each(['ta', 'sv'])('has every text in %s', async (language) => {
    renderTab(language, json({ ...report, topPages: [] }));
    expect(await screen.findByRole('img')).toBeTruthy();
  });

  it('says so when the numbers cannot be loaded', async () => {
    renderTab('en', json({ error: 'forbidden', message: 'Only an admin may do that.' }, 403));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The visit statistics could not be loaded. Please try again.',
    );
  });
});

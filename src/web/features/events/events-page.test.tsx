// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import EventsPage from './events-page.tsx';
import { eventListKey } from './events-query-keys.ts';
import { sessionOf, summary, testQueryClient, withProviders, type TViewerKind } from './events.fixtures.tsx';

const EVENTS = [
  summary(),
  summary({
    eventId: 4,
    name: 'Draft picnic',
    nameTamil: 'சுற்றுலா',
    startDate: '2025-06-01',
    endDate: null,
    published: false,
    picture: null,
  }),
];

function renderList(viewer: TViewerKind, list = EVENTS, language = 'en', url = '/events') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(eventListKey(viewer === 'admin' ? 'admin' : 'public'), list);
  return render(
    withProviders(<EventsPage />, { url, route: '/events', language, queryClient, session: sessionOf(viewer) }),
  );
}

describe('the events page', () => {
  it('lists events with their dates as DD/MM/YYYY and a picture of fixed size', () => {
    renderList('visitor', [EVENTS[0]!]);
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Pongal Celebration' })).toHaveProperty('pathname', '/events/3');
    expect(item.textContent).toContain('14/01/2025 – 15/01/2025');
    const picture = item.querySelector('img');
    expect(picture?.getAttribute('src')).toBe(`/api/events/Image/${'a'.repeat(64)}-640.webp`);
    expect([picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual(['640', '360']);
    expect(item.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      `/api/events/Image/${'a'.repeat(64)}-640.avif`,
    );
    expect(screen.queryByRole('link', { name: 'Create New Event' })).toBeNull();
    expect(screen.queryByText('Unpublished')).toBeNull();
  });

  it('says on each card the time and the place when the event has them', () => {
    renderList('visitor', [summary({ startTime: '18:30', endTime: null, place: 'Folkets hus' }), EVENTS[1]!]);
    const [timed, allDay] = screen.getAllByRole('listitem');
    expect(timed?.textContent).toContain('Time: 18:30');
    expect(timed?.textContent).toContain('Place: Folkets hus');
    expect(allDay?.textContent).not.toContain('Time:');
    expect(allDay?.textContent).not.toContain('Place:');
  });

  it("asks for the first card's picture at once and first, the others' when they come into view", () => {
    const picture = `${'b'.repeat(64)}.webp`;
    renderList('visitor', [EVENTS[0]!, summary({ eventId: 5, picture }), summary({ eventId: 6, picture })]);
    const [first, ...rest] = screen.getAllByRole('listitem').map((item) => item.querySelector('img'));
    expect([first?.getAttribute('loading'), first?.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(rest).toHaveLength(2);
    for (const later of rest) {
      expect([later?.getAttribute('loading'), later?.getAttribute('fetchpriority')]).toEqual(['lazy', 'low']);
    }
  });

  it('shows the Tamil name in Tamil', () => {
    renderList('visitor', [EVENTS[0]!], 'ta');
    expect(screen.getByRole('link', { name: 'பொங்கல் விழா' })).toBeTruthy();
  });

  it('says "No records found." when there are no events', () => {
    renderList('visitor', []);
    expect(screen.getByText('No records found.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('gives admins Create New Event, Edit and Notes, and marks unpublished events', () => {
    renderList('admin');
    expect(screen.getByRole('link', { name: 'Create New Event' }).getAttribute('href')).toBe('/editevent/new');
    const draft = screen.getAllByRole('listitem')[1]!;
    expect(within(draft).getByText('Unpublished')).toBeTruthy();
    expect(
      within(draft)
        .getByRole('link', { name: /^Edit\s*Draft picnic$/ })
        .getAttribute('href'),
    ).toBe('/events?edit=4');
    expect(
      within(draft)
        .getByRole('link', { name: /^Notes\s*Draft picnic$/ })
        .getAttribute('href'),
    ).toBe('/events/4');
    // No calendar file for an event nobody else can see.
    expect(within(draft).queryByRole('link', { name: /calendar/ })).toBeNull();
  });

  it('opens the editor for ?edit=<id> when an admin asks, and ignores it otherwise', () => {
    renderList('admin', EVENTS, 'en', '/events?edit=4');
    expect(screen.getByTestId('elsewhere')).toBeTruthy();
    renderList('member', EVENTS, 'en', '/events?edit=4');
    expect(screen.getAllByRole('link', { name: 'Pongal Celebration' }).length).toBeGreaterThan(0);
  });

  it('renders the same list on the server as the browser hydrates with', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(eventListKey('public'), [EVENTS[0]]);
    const html = renderToString(
      withProviders(<EventsPage />, {
        url: '/events',
        route: '/events',
        queryClient,
        session: sessionOf('checking'),
      }),
    );
    expect(html).toContain('Pongal Celebration');
    expect(html).toContain('14/01/2025');
  });
});

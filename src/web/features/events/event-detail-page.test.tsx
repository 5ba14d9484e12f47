// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import type { TEventFullAnswer } from '../../../shared/events.ts';
import EventDetailPage from './event-detail-page.tsx';
import { eventDetailKey } from './events-query-keys.ts';
import { myBookingKey, signupStatusesKey } from './booking-query-keys.ts';
import {
  memberBooking,
  sessionOf,
  summary,
  testQueryClient,
  withProviders,
  type TViewerKind,
} from './events.fixtures.tsx';

const HTML_MESSAGE = '<b>bold?</b><img src=x onerror="alert(1)">';

const full = (): TEventFullAnswer => ({
  event: summary(),
  eventDetail: [
    {
      id: 1,
      type: 'Notes',
      message: 'Bring a plate',
      user: 'Board Admin',
      userId: 1,
      createdTime: '2025-01-01T10:00:00.000Z',
    },
    {
      id: 2,
      type: 'Comment',
      message: HTML_MESSAGE,
      user: 'Kavitha Raman',
      userId: 7,
      createdTime: '2025-01-02T10:00:00.000Z',
    },
    {
      id: 3,
      type: 'Comment',
      message: 'Someone else',
      user: 'Arun Kumar',
      userId: 8,
      createdTime: '2025-01-03T10:00:00.000Z',
    },
  ],
});

const SIGNUP = {
  eventId: 3,
  open: true,
  closesOn: '2025-01-10',
  places: 50,
  placesLeft: 12,
  waitingList: false,
  openToNonMembers: true,
  visitorMaxPlaces: 6,
  prices: { memberAdult: 0, memberChild: 0, nonMemberAdult: 100, nonMemberChild: 50 },
};

function renderDetail(viewer: TViewerKind, answer: unknown = full(), language = 'en', signups: unknown[] = []) {
  const queryClient = testQueryClient();
  const audience = viewer === 'member' || viewer === 'admin' ? 'user:7' : 'visitor';
  queryClient.setQueryData(eventDetailKey('3', audience), answer);
  queryClient.setQueryData(signupStatusesKey(audience), signups);
  // No booking of this event: a member's page asks once sign-up is not open.
  queryClient.setQueryData(myBookingKey('3', audience), { booking: null, family: [] });
  const element = withProviders(<EventDetailPage />, {
    url: '/events/3',
    route: '/events/:id',
    language,
    queryClient,
    session: sessionOf(viewer),
  });
  return { queryClient, element };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the event page', () => {
  it('shows a visitor the title and the sign-in prompt, on the server already', () => {
    const { element } = renderDetail('checking', {
      event: { eventId: 3, name: 'Pongal Celebration', nameTamil: 'பொங்கல் விழா' },
    });
    const html = renderToString(element);
    expect(html).toContain('<h1 class="page-title" tabindex="-1">Event</h1>');
    expect(html).toContain('Pongal Celebration');
    expect(html).toContain('To view the event details or comment your feedback you need to login first.');
    expect(html).toContain('href="/memberlogin?returnTo=%2Fevents%2F3"');
  });

  it('shows a visitor places left, the last day and the visitor prices on the server already', () => {
    const { element } = renderDetail(
      'checking',
      { event: { eventId: 3, name: 'Pongal Celebration', nameTamil: 'பொங்கல் விழா' } },
      'en',
      [SIGNUP],
    );
    const html = renderToString(element);
    expect(html).toContain('12 places left');
    expect(html).toContain('Last day to sign up: 10/01/2025');
    expect(html).toContain('Price per person: adult 100 kr, child 6-17 50 kr, under 6 free');
  });

  it('shows the Tamil name to a Tamil visitor', () => {
    const { element } = renderDetail(
      'visitor',
      { event: { eventId: 3, name: 'Pongal', nameTamil: 'பொங்கல் விழா' } },
      'ta',
    );
    render(element);
    expect(screen.getByRole('heading', { name: 'பொங்கல் விழா' })).toBeTruthy();
  });

  it('tells a visitor when, where and what, on the server already, in the reader’s language', () => {
    const {
      year: _year,
      picture: _picture,
      published: _published,
      ...facts
    } = summary({
      startTime: '18:30',
      endTime: '22:00',
      place: 'Folkets hus, Storgatan 1',
      description: 'Lamps and sweets.\n\nBring the family.',
      descriptionTamil: 'விளக்குகளும் இனிப்புகளும்.',
    });
    const english = renderToString(renderDetail('checking', { event: facts }, 'sv').element);
    const text = english.replace(/<!-- -->/g, '');
    expect(text).toContain('Tid:</span> 18:30–22:00');
    expect(text).toContain('Plats:</span> Folkets hus, Storgatan 1');
    // A Swedish reader gets the English description, marked as English, in its two paragraphs.
    expect(english).toContain(
      '<div class="event-description" lang="en"><p>Lamps and sweets.</p><p>Bring the family.</p>',
    );
    const tamil = renderToString(renderDetail('checking', { event: facts }, 'ta').element);
    expect(tamil).toContain('<div class="event-description"><p>விளக்குகளும் இனிப்புகளும்.</p>');
  });

  it('says "No Event Details found." for an event that does not exist', () => {
    render(renderDetail('visitor', null).element);
    expect(screen.getByText(/No Event Details found\./)).toBeTruthy();
  });

  it('shows a member the picture, dates, notes and comments, messages as plain text', () => {
    render(renderDetail('member').element);
    expect(screen.getByRole('img', { name: 'Picture of Pongal Celebration' })).toBeTruthy();
    expect(screen.getByText('14/01/2025 – 15/01/2025')).toBeTruthy();
    expect(screen.getByText('Bring a plate')).toBeTruthy();
    const html = screen.getByText(HTML_MESSAGE);
    expect(html.querySelector('b, img')).toBeNull();
    expect(screen.queryByText(/To view the event details/)).toBeNull();
    // Delete on the member's own comment only; no Add Notes for a member.
    const deletes = screen.getAllByRole('button', { name: /^Delete/ });
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.textContent).toContain('Kavitha Raman');
    expect(screen.queryByRole('button', { name: 'Add Notes' })).toBeNull();
  });

  it('still shows a family its booking once sign-up is over, without the form', async () => {
    const { queryClient, element } = renderDetail('member');
    queryClient.setQueryData(myBookingKey('3', 'user:7'), {
      booking: memberBooking({
        bookingId: 9,
        createdAt: '2025-01-01T10:00:00.000Z',
        attendees: ['0042A', '0042B'],
        changeableUntil: '2025-01-10',
      }),
      family: [],
    });
    render(element);
    expect(await screen.findByText('Sign-up has closed.')).toBeTruthy();
    expect(screen.getByTestId('my-booking').textContent).toContain('You are signed up. 2 people');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('gives an admin Add Notes and delete on every entry', () => {
    render(renderDetail('admin').element);
    expect(screen.getByRole('button', { name: 'Add Notes' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(3);
  });

  it('says Required for an empty comment and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(renderDetail('member').element);
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(screen.getByText('Required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks Yes/No before deleting a comment, and deletes it on Yes', async () => {
    const after = full();
    after.eventDetail = after.eventDetail.filter((entry) => entry.id !== 2);
    const fetch = vi.fn(async () => Response.json(after));
    vi.stubGlobal('fetch', fetch);
    render(renderDetail('member').element);
    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete comment' });
    expect(within(dialog).getByText('Do you want to delete this comment?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText(HTML_MESSAGE)).toBeNull());
    expect(fetch).toHaveBeenCalledWith('/api/events/3/deleteComments/2', expect.objectContaining({ method: 'DELETE' }));
  });
});

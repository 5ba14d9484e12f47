// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { renderWithI18n } from '../../../testing/render-with-i18n.tsx';
import { stubFetch } from '../../../testing/stub-fetch.ts';
import type { TMemberBookingAnswer } from '../../../../shared/bookings.ts';
import { memberBooking } from '../events.fixtures.tsx';
import { MemberBookingForm } from './member-booking-form.tsx';

const fetchMock = stubFetch();

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const FAMILY: TMemberBookingAnswer['family'] = [
  { givenId: '0042A', firstName: 'Kavitha', lastName: 'Raman', ageGroup: 'adult' },
  { givenId: '0042K1', firstName: 'Nila', lastName: 'Raman', ageGroup: 'child' },
  { givenId: '0042K2', firstName: 'Yazhini', lastName: 'Raman', ageGroup: 'under6' },
];

const FREE = { memberAdult: 0, memberChild: 0, nonMemberAdult: 0, nonMemberChild: 0 };

function renderForm(answer: TMemberBookingAnswer, open = true, prices = FREE) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithI18n(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <MemberBookingForm
          eventId="3"
          answer={answer}
          open={open}
          prices={prices}
          cancel={{ pending: false, run: () => undefined }}
        />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('MemberBookingForm', () => {
  it('lists the family with their age groups and refuses a sign-up of nobody without calling the server', async () => {
    const user = renderForm({ booking: null, family: FAMILY });
    expect(screen.getByRole('checkbox', { name: 'Nila Raman (child 6-17)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Yazhini Raman (under 6)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one person.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows what the booking costs part by part, guests at the visitor price', async () => {
    const prices = { memberAdult: 150, memberChild: 50, nonMemberAdult: 250, nonMemberChild: 100 };
    const user = renderForm({ booking: null, family: FAMILY }, true, prices);
    await user.click(screen.getByRole('checkbox', { name: 'Kavitha Raman (adult)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Yazhini Raman (under 6)' }));
    expect(screen.getByTestId('price-breakdown').textContent).toBe('Price: 1 adult × 150 kr = 150 kr');
    await user.click(screen.getByRole('checkbox', { name: 'Nila Raman (child 6-17)' }));
    await user.clear(screen.getByLabelText('Guests: adults'));
    await user.type(screen.getByLabelText('Guests: adults'), '1');
    expect(screen.getByTestId('price-breakdown').textContent).toBe(
      'Price: 1 adult × 150 kr + 1 child × 50 kr + 1 adult guest × 250 kr = 450 kr',
    );
  });

  it('counts the note as it is typed and sends the ticked people, guests and note', async () => {
    fetchMock.mockResolvedValue(json({ booking: memberBooking(), family: FAMILY }));
    const user = renderForm({ booking: null, family: FAMILY });
    await user.click(screen.getByRole('checkbox', { name: 'Kavitha Raman (adult)' }));
    await user.clear(screen.getByLabelText('Guests: adults'));
    await user.type(screen.getByLabelText('Guests: adults'), '2');
    await user.type(screen.getByLabelText('Note (for example food allergies)'), 'No nuts');
    expect(screen.getByText('7 of 500 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events/3/booking');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      attendees: ['0042A'],
      guestAdults: 2,
      guestChildren: 0,
      note: 'No nuts',
    });
    expect(await screen.findByText('The booking has been saved.')).toBeTruthy();
  });

  it('says in words when a change does not fit, and keeps the form as it was', async () => {
    fetchMock.mockResolvedValue(json({ error: 'notEnoughPlaces', message: 'Not enough places' }, 409));
    const user = renderForm({ booking: memberBooking(), family: FAMILY });
    expect(screen.getByRole('checkbox', { name: 'Nila Raman (child 6-17)' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: 'Yazhini Raman (under 6)' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There are not enough places left for this change. The booking is as it was.',
    );
  });

  it('shows a waiting booking with its number and, with a price, the Swish payment', () => {
    renderForm({
      booking: memberBooking({
        status: 'waiting',
        position: 2,
        amount: 150,
        swish: { payee: '1234567890', amount: '150,00', message: 'EV3 0042A', appLink: '', qrSvg: '<svg/>' },
      }),
      family: FAMILY,
    });
    expect(screen.getByTestId('my-booking').textContent).toContain(
      'You are on the waiting list (number 2). We will e-mail you if places become free.',
    );
    expect(screen.getByText('EV3 0042A')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Swish QR code for the event' }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml;base64,/,
    );
  });

  it('after the last day shows the booking without the form', () => {
    renderForm({ booking: memberBooking(), family: FAMILY }, false);
    expect(screen.getByTestId('my-booking')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});

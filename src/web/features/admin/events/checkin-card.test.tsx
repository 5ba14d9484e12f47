// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../../testing/render-with-i18n.tsx';
import type { TAdminBooking } from '../../../../shared/bookings.ts';
import { CheckinCard } from './checkin-card.tsx';

const BOOKING: TAdminBooking = {
  bookingId: 5,
  kind: 'member',
  name: 'Kavitha Raman',
  givenId: '0042A',
  email: null,
  phone: null,
  people: [
    { givenId: '0042A', name: 'Kavitha Raman', ageGroup: 'adult', arrived: true },
    { givenId: '0042K1', name: 'Nila Raman', ageGroup: 'child', arrived: false },
  ],
  adults: 0,
  children: 0,
  guestAdults: 1,
  guestChildren: 1,
  unnamedPeople: 2,
  unnamedArrived: 0,
  totalPeople: 4,
  arrivedCount: 1,
  note: 'No nuts',
  status: 'confirmed',
  position: null,
  amount: 0,
  paidAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  movedFromEventId: null,
};

describe('CheckinCard', () => {
  it('sends the whole booking with one more person ticked, and one more guest counted', async () => {
    const onChange = vi.fn();
    renderWithI18n(<CheckinCard booking={BOOKING} onChange={onChange} />);
    const user = userEvent.setup();
    const kavitha = screen.getByRole('button', { name: 'Kavitha Raman has arrived' });
    expect(kavitha.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Nila Raman has arrived' }));
    expect(onChange).toHaveBeenLastCalledWith({ arrived: ['0042A', '0042K1'], guestsArrived: 0 });
    await user.click(screen.getByRole('button', { name: 'One more guest arrived' }));
    expect(onChange).toHaveBeenLastCalledWith({ arrived: ['0042A'], guestsArrived: 1 });
    expect(screen.getByRole('button', { name: 'One guest fewer' })).toHaveProperty('disabled', true);
    expect(screen.getByText('0 of 2 guests')).toBeTruthy();
  });

  it('unticks a person who was ticked by mistake', async () => {
    const onChange = vi.fn();
    renderWithI18n(<CheckinCard booking={BOOKING} onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kavitha Raman has arrived' }));
    expect(onChange).toHaveBeenLastCalledWith({ arrived: [], guestsArrived: 0 });
  });
});

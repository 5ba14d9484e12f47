import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TAdminBooking } from '../../../../shared/bookings.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useCheckInBooking } from './api/check-in-booking.ts';
import { useEventBookings } from './api/get-event-bookings.ts';
import { BookingChangeButton } from './booking-change-popup.tsx';
import { CheckinCard } from './checkin-card.tsx';
import { EventHeading } from './event-heading.tsx';

/** Other phones at the door tick too: their ticks show within this time. */
const REFRESH_MS = 5_000;

function matches(booking: TAdminBooking, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase();
  if (wanted === '') return true;
  const texts = [booking.name, booking.givenId ?? '', ...booking.people.map((person) => person.name)];
  return texts.some((text) => text.toLocaleLowerCase().includes(wanted));
}

function arrivedOf(bookings: readonly TAdminBooking[]) {
  let arrived = 0;
  let expected = 0;
  for (const booking of bookings) {
    arrived += booking.people.filter((person) => person.arrived).length + booking.unnamedArrived;
    expected += booking.totalPeople;
  }
  return { arrived, expected };
}

/**
 * /adminevents/{eventId}/checkin: the door on a phone. Search by name or member number, tick who
 * arrived; the totals follow every tick at once.
 */
export default function EventCheckinPage() {
  const { eventId = '' } = useParams();
  const { t, ready } = useTranslation('bookings');
  const [search, setSearch] = useState('');
  const bookings = useEventBookings(eventId, REFRESH_MS);
  const checkIn = useCheckInBooking(eventId);
  const [changed, setChanged] = useState<{ text: string; id: number } | null>(null);
  const data = bookings.data;

  let body;
  if (!ready || bookings.isPending) body = <Loading />;
  else if (!data) body = <p role="alert">{t('admin.loadFailed')}</p>;
  else {
    const confirmed = data.bookings.filter((booking) => booking.status === 'confirmed');
    const shown = confirmed.filter((booking) => matches(booking, search));
    const { arrived, expected } = arrivedOf(confirmed);
    body = (
      <>
        <EventHeading data={data} />
        <div className="checkin-bar">
          <p className="checkin-totals" role="status" data-testid="checkin-totals">
            {t('admin.liveTotals', { arrived, expected })}
          </p>
          <TextInput
            label={t('admin.search')}
            value={search}
            onChange={setSearch}
            autoComplete="off"
            className="checkin-search"
          />
        </div>
        {changed && (
          <p key={changed.id} className="notice notice--success" role="status" data-testid="booking-changed">
            {changed.text}
          </p>
        )}
        {checkIn.isError && (
          <p className="notice notice--error" role="alert">
            {t('admin.failed')}
          </p>
        )}
        {shown.length === 0 ? (
          <p>{confirmed.length === 0 ? t('admin.empty') : t('admin.noMatch')}</p>
        ) : (
          <ul className="checkin-list">
            {shown.map((booking) => (
              <CheckinCard
                key={booking.bookingId}
                booking={booking}
                onChange={(input) => checkIn.mutate({ bookingId: booking.bookingId, input })}
                actions={
                  <BookingChangeButton
                    booking={booking}
                    eventId={eventId}
                    onDone={(text) => setChanged({ text, id: Date.now() })}
                  />
                }
              />
            ))}
          </ul>
        )}
        <Link className="event-action" to={`/adminevents/${data.eventId}/bookings`}>
          {t('admin.toBookings')}
        </Link>
      </>
    );
  }

  return (
    <section className="page event-checkin-page">
      <PageTitle pageKey="eventCheckin" />
      {body}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { BOOKING_CHANGED } from '../../../../shared/board-booking-change.ts';
import { FORM_POST_DONE_PARAM } from '../../../../shared/form-post.ts';
import type { TAdminBooking } from '../../../../shared/bookings.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { useDownloadBookingsCsv } from './api/download-bookings-csv.ts';
import { useEventBookings } from './api/get-event-bookings.ts';
import { useRecordBookingPayment } from './api/record-booking-payment.ts';
import { BookingChangeButton, BookingChangeInPage } from './booking-change-popup.tsx';
import { BookingTotals, EventHeading } from './event-heading.tsx';

function PeopleCell({ booking }: { booking: TAdminBooking }) {
  const { t } = useTranslation('bookings');
  return (
    <>
      {booking.people.map((person) => (
        <div key={person.givenId}>{person.name}</div>
      ))}
      {booking.kind === 'visitor' && (
        <div>
          {t('admin.adults')}: {booking.adults}, {t('admin.children')}: {booking.children}
        </div>
      )}
      {booking.guestAdults + booking.guestChildren > 0 && (
        <div>
          {t('admin.guests')}: {booking.guestAdults} + {booking.guestChildren}
        </div>
      )}
    </>
  );
}

type TRowProps = { booking: TAdminBooking; eventId: string; onChanged: (text: string) => void };

function BookingRow({ booking, eventId, onChanged }: TRowProps) {
  const { t } = useTranslation('bookings');
  const payment = useRecordBookingPayment(eventId);
  const paid = booking.paidAt !== null;
  return (
    <tr data-testid="booking-row" data-status={booking.status}>
      <th scope="row">{booking.name}</th>
      <td>{booking.givenId ?? booking.email}</td>
      <td>{booking.phone}</td>
      <td>
        <PeopleCell booking={booking} />
        <div className="bookings-count">{t('booking.people', { count: booking.totalPeople })}</div>
      </td>
      <td className="bookings-note">{booking.note}</td>
      <td>
        {t(`statusName.${booking.status}`)}
        {booking.position !== null && <div>{t('admin.position', { position: booking.position })}</div>}
        {booking.movedFromEventId !== null && <div>{t('admin.movedFrom')}</div>}
      </td>
      <td>{booking.amount}</td>
      <td>
        {booking.amount > 0 && (
          <>
            <span>{paid ? t('mine.paid') : t('mine.notPaid')}</span>{' '}
            <Button
              type="button"
              variant="secondary"
              className="bookings-no-print"
              busy={payment.isPending}
              onClick={() => payment.mutate({ bookingId: booking.bookingId, paid: !paid })}
            >
              {paid ? t('admin.markUnpaid') : t('admin.markPaid')}
            </Button>
          </>
        )}
      </td>
      <td className="bookings-no-print">
        {(booking.status === 'confirmed' || booking.status === 'waiting') && (
          <BookingChangeButton booking={booking} eventId={eventId} onDone={onChanged} />
        )}
      </td>
    </tr>
  );
}

/**
 * /adminevents/{eventId}/bookings: the board's list of an event's bookings with totals and notes,
 * the CSV, and a print layout for the door (the print stylesheet leaves the page's frame out).
 */
export default function EventBookingsPage() {
  const { eventId = '' } = useParams();
  const { t, ready } = useTranslation('bookings');
  const bookings = useEventBookings(eventId);
  const csv = useDownloadBookingsCsv(eventId);
  // A change sent without the app lands on ?sent=shrunk (moved, cancelled): the page says what was done.
  const [params] = useSearchParams();
  const sent = Object.values(BOOKING_CHANGED).find((done) => done === params.get(FORM_POST_DONE_PARAM));
  const [changed, setChanged] = useState<{ text: string; id: number } | null>(() =>
    sent ? { text: t(`admin.${sent}`), id: 0 } : null,
  );
  const data = bookings.data;

  let body;
  if (!ready || bookings.isPending) body = <Loading />;
  else if (!data) body = <p role="alert">{t('admin.loadFailed')}</p>;
  else
    body = (
      <>
        <EventHeading data={data} />
        <div className="bookings-toolbar bookings-no-print">
          <Button type="button" busy={csv.isPending} onClick={() => csv.mutate()}>
            {t('admin.csv')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            {t('admin.print')}
          </Button>
          <Link className="event-action" to={`/adminevents/${data.eventId}/checkin`}>
            {t('admin.toCheckin')}
          </Link>
        </div>
        {csv.isError && (
          <p className="notice notice--error" role="alert">
            {t('admin.failed')}
          </p>
        )}
        {changed && (
          <p key={changed.id} className="notice notice--success" role="status" data-testid="booking-changed">
            {changed.text}
          </p>
        )}
        <BookingChangeInPage
          bookings={data.bookings}
          eventId={eventId}
          onDone={(text) => setChanged({ text, id: Date.now() })}
        />
        <BookingTotals totals={data.totals} />
        {data.bookings.length === 0 ? (
          <p>{t('admin.empty')}</p>
        ) : (
          <div className="bookings-table-wrap" role="region" aria-label={t('admin.bookingsTitle')} tabIndex={0}>
            <table className="bookings-table">
              <caption className="visually-hidden">{t('admin.bookingsTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.name')}</th>
                  <th scope="col">{t('admin.contact')}</th>
                  <th scope="col">{t('admin.phone')}</th>
                  <th scope="col">{t('admin.people')}</th>
                  <th scope="col">{t('admin.note')}</th>
                  <th scope="col">{t('admin.status')}</th>
                  <th scope="col">{t('admin.amount')}</th>
                  <th scope="col">{t('admin.payment')}</th>
                  <th scope="col" className="bookings-no-print">
                    {t('admin.changeColumn')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.bookings.map((booking) => (
                  <BookingRow
                    key={booking.bookingId}
                    booking={booking}
                    eventId={eventId}
                    onChanged={(text) => setChanged({ text, id: Date.now() })}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </>
    );

  return (
    <section className="page event-bookings-page">
      <PageTitle pageKey="eventBookings" />
      {body}
    </section>
  );
}

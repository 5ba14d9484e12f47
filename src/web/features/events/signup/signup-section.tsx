import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEventDate } from '../../../../shared/events.ts';
import type { TSignupStatus } from '../../../../shared/bookings.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useMyBooking } from '../api/get-my-booking.ts';
import { useSignupStatuses } from '../api/list-signups.ts';
import { MemberBookingForm } from './member-booking-form.tsx';
import { VisitorBookingForm } from './visitor-booking-form.tsx';
import './signup.css';

function PlacesLine({ status }: { status: TSignupStatus }) {
  const { t } = useTranslation('bookings');
  if (status.waitingList) return <p className="signup-places signup-places--full">{t('status.waitingList')}</p>;
  if (status.placesLeft === null) return <p className="signup-places">{t('status.unlimited')}</p>;
  return <p className="signup-places">{t('status.placesLeft', { count: status.placesLeft })}</p>;
}

/** Prices as the reader pays them: member prices for a signed-in member, else the visitor's. */
function PricesLine({ status, member }: { status: TSignupStatus; member: boolean }) {
  const { t } = useTranslation('bookings');
  const adult = member ? status.prices.memberAdult : status.prices.nonMemberAdult;
  const child = member ? status.prices.memberChild : status.prices.nonMemberChild;
  return <p>{adult === 0 && child === 0 ? t('status.free') : t('status.prices', { adult, child })}</p>;
}

function MemberPart({ eventId, open }: { eventId: string; open: boolean }) {
  const booking = useMyBooking(eventId, true);
  if (!booking.data) return booking.isError ? null : <Loading />;
  const current = booking.data.booking;
  // A new form whenever the booking itself changes (saved, cancelled, moved up), so it shows what is stored.
  const formKey = current ? `${current.bookingId}:${current.status}:${current.people}` : 'none';
  return <MemberBookingForm key={formKey} eventId={eventId} answer={booking.data} open={open} />;
}

/**
 * The event page's sign-up: places left or the waiting list, the last day, the prices, and the
 * form the reader may use (the family's for a member, the visitor's when the board allows it).
 * Loaded after the page is interactive, so the event page's start stays as small as it was.
 */
export default function SignupSection({ eventId }: { eventId: string }) {
  const { t } = useTranslation('bookings');
  const { status: sessionStatus, isAdmin } = useSession();
  const member = sessionStatus === 'signedIn';
  // The list of what this reader may sign up to (the events list reads it too): an event without
  // sign-up for them is simply not in it, where asking the event itself would answer 404.
  const signups = useSignupStatuses();
  const status = signups.data?.find((entry) => String(entry.eventId) === eventId);
  if (!status) return null;

  return (
    <section className="signup-section" aria-labelledby="signup-heading" data-testid="signup-section">
      <h3 id="signup-heading">{t('status.heading')}</h3>
      <PlacesLine status={status} />
      <p>{t('status.closesOn', { date: formatEventDate(status.closesOn) })}</p>
      <PricesLine status={status} member={member} />
      {!status.open && <p className="notice">{t('status.closed')}</p>}
      {isAdmin && (
        <p className="signup-admin-links">
          <Link className="event-action" to={`/adminevents/${status.eventId}/bookings`}>
            {t('settings.bookings')}
          </Link>
          <Link className="event-action" to={`/adminevents/${status.eventId}/checkin`}>
            {t('settings.checkin')}
          </Link>
        </p>
      )}
      {member ? (
        <MemberPart eventId={eventId} open={status.open} />
      ) : (
        status.open && status.openToNonMembers && <VisitorBookingForm eventId={eventId} />
      )}
    </section>
  );
}

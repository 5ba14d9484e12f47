import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TSignupPrices, TSignupStatus } from '../../../../shared/bookings.ts';
import { CONFIRM_PARAM } from '../../../../shared/cancel-question.ts';
import { SIGNUP_DONE } from '../../../../shared/event-signup.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { useFormPostDone } from '../../../lib/form-post.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useCancelMyBooking } from '../api/cancel-my-booking.ts';
import { useMyBooking } from '../api/get-my-booking.ts';
import { MemberBookingForm } from './member-booking-form.tsx';
import { VisitorBookingForm } from './visitor-booking-form.tsx';

function MemberPart({ eventId, open, prices }: { eventId: string; open: boolean; prices: TSignupPrices }) {
  const { t } = useTranslation('bookings');
  const booking = useMyBooking(eventId, true);
  const cancel = useCancelMyBooking(eventId);
  const [params, setParams] = useSearchParams();
  // Cancelled without the app: the sign-up's page says so as after the app's own call.
  const cancelledWithoutApp = useFormPostDone(SIGNUP_DONE.cancelled);
  const [cancelled, setCancelled] = useState(cancelledWithoutApp);
  // Called here, not in the form: the form is made anew once the booking is gone, and a call's own
  // callbacks are not told once the component that made it has gone.
  const cancelBooking = (refused: (error: unknown) => void) =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setCancelled(true);
        // The question's address (?confirm=cancel) has its answer: the page is the sign-up again.
        if (params.has(CONFIRM_PARAM)) setParams({}, { replace: true });
      },
      onError: refused,
    });
  if (!booking.data) return booking.isError ? null : <Loading />;
  const current = booking.data.booking;
  // A new form whenever the booking itself changes (saved, cancelled, moved up), so it shows what is stored.
  const formKey = current ? `${current.bookingId}:${current.status}:${current.people}` : 'none';
  return (
    <>
      {cancelled && current === null && (
        <p className="notice" role="status">
          {t('booking.cancelledNotice')}
        </p>
      )}
      <MemberBookingForm
        key={formKey}
        eventId={eventId}
        answer={booking.data}
        open={open}
        prices={prices}
        cancel={{ pending: cancel.isPending, run: cancelBooking }}
      />
    </>
  );
}

/**
 * The form the reader may use: the family's for a member (with the booking made), the visitor's
 * when the board allows non-members. The server renders the visitor's (it knows no session), and it
 * stays until a member is known, so a visitor's page never changes when the app arrives.
 */
export function SignupForms({ eventId, status }: { eventId: string; status: TSignupStatus }) {
  const { status: sessionStatus, user } = useSession();
  const sentWithoutApp = useFormPostDone();
  // Only a family can be signed up: an account without one (the board's own, say) gets no form.
  if (sessionStatus === 'signedIn') {
    return user && user.familyUsers.length > 0 ? (
      <MemberPart eventId={eventId} open={status.open} prices={status.prices} />
    ) : null;
  }
  return status.open && status.openToNonMembers ? (
    <VisitorBookingForm eventId={eventId} maxPlaces={status.visitorMaxPlaces} sentWithoutApp={sentWithoutApp} />
  ) : null;
}

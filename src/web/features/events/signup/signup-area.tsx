import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useSignupStatuses } from '../api/get-signup-statuses.ts';
import { SignupForms } from './signup-section.tsx';
import { SignupSummary } from './signup-summary.tsx';

const ClosedBooking = lazy(() => import('./closed-booking.tsx'));

/**
 * Places left and a visitor's form come with the event's page, in the server's HTML: the page does
 * not grow under the reader when the app arrives. An event the reader cannot sign up to is not in
 * their list of sign-ups, and shows nothing. `member`: the reader is known to be signed in (the
 * event's member view, or the family's sign-up page).
 */
export function SignupArea({ id, member = false }: { id: string; member?: boolean }) {
  const { user } = useSession();
  const hasFamily = member && user !== null && user.familyUsers.length > 0;
  const signups = useSignupStatuses();
  const status = signups.data?.find((entry) => String(entry.eventId) === id);
  if (!status) {
    // Sign-up is over (or was never open): a family that booked still sees its booking here.
    return hasFamily && signups.data ? (
      <Suspense fallback={null}>
        <ClosedBooking eventId={id} />
      </Suspense>
    ) : null;
  }
  return (
    <SignupSummary status={status}>
      <SignupForms eventId={id} status={status} />
    </SignupSummary>
  );
}

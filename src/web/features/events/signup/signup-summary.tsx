import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSignupStatus } from '../../../../shared/bookings.ts';
import { formatEventDate } from '../../../../shared/events.ts';
import { useSession } from '../../../lib/session/session-context.tsx';

function PlacesLine({ status }: { status: TSignupStatus }) {
  const { t } = useTranslation('bookings');
  if (status.waitingList) return <p className="signup-places signup-places--full">{t('status.waitingList')}</p>;
  if (status.placesLeft === null) return <p className="signup-places">{t('status.unlimited')}</p>;
  return <p className="signup-places">{t('status.placesLeft', { count: status.placesLeft })}</p>;
}

/**
 * Prices as the reader pays them: member prices for a signed-in member, else the visitor's. A
 * member's guests pay the visitor price, so a member reads that too.
 */
function PricesLine({ status, member }: { status: TSignupStatus; member: boolean }) {
  const { t } = useTranslation('bookings');
  const { memberAdult, memberChild, nonMemberAdult, nonMemberChild } = status.prices;
  const adult = member ? memberAdult : nonMemberAdult;
  const child = member ? memberChild : nonMemberChild;
  const guestsPayMore = member && (nonMemberAdult > 0 || nonMemberChild > 0);
  return (
    <p data-testid="signup-prices">
      {adult === 0 && child === 0 ? t('status.free') : t('status.prices', { adult, child })}
      {guestsPayMore && (
        <>
          <br />
          {t('status.guestPrices', { adult: nonMemberAdult, child: nonMemberChild })}
        </>
      )}
    </p>
  );
}

/**
 * What everyone who may sign up sees first, rendered on the server for visitors: places left or
 * the waiting list, the last day and the prices. The forms follow in `children` once loaded.
 */
export function SignupSummary({ status, children }: { status: TSignupStatus; children?: ReactNode }) {
  const { t } = useTranslation('bookings');
  const { status: sessionStatus, isAdmin } = useSession();
  return (
    <section className="signup-section" aria-labelledby="signup-heading" data-testid="signup-section">
      <h3 id="signup-heading">{t('status.heading')}</h3>
      <PlacesLine status={status} />
      <p>{t('status.closesOn', { date: formatEventDate(status.closesOn) })}</p>
      <PricesLine status={status} member={sessionStatus === 'signedIn'} />
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
      {children}
    </section>
  );
}

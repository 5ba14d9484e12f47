import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinancialYearLabel } from '../../lib/financial-year-label.ts';
import type { TFamilyMember, TFamilyProfile } from '../../../shared/profile.schema.ts';
import { RENEWAL_ADDRESS, renewalPaymentAddress } from '../../../shared/renewal-payment.ts';
import { OpenFormButton } from './edit-icon-button.tsx';
import { approvedYears, firstNames, pendingYears, renewalState } from './profile-format.ts';

type TMembershipSectionProps = {
  profile: TFamilyProfile;
  me: TFamilyMember;
  /** Opens the renewal dialog for these members; the board's view records cash instead and passes none. */
  onRenew?: (members: readonly TFamilyMember[]) => void;
  /** The member has just said they paid: the waiting notice takes the focus once it shows. */
  justPaid?: boolean;
};

/**
 * The member's approved and pending years, and what the family can do for the current year: renew
 * whoever has not asked yet (the button names them, and says why when the rest of the family is
 * already renewed), or wait for the board to confirm a payment made, which replaces the button so
 * nobody pays twice. Both buttons are links to the renewal's address, which the app answers with
 * its dialog and the server with the page showing it.
 */
export function MembershipSection({ profile, me, onRenew, justPaid = false }: TMembershipSectionProps) {
  const { t, i18n } = useTranslation('mypage');
  const reasonId = useId();
  const pendingRef = useRef<HTMLDivElement>(null);
  const fyLabel = useFinancialYearLabel();
  const year = profile.currentFinancialYear;
  const fy = fyLabel(year);
  const approved = approvedYears(me);
  const pending = pendingYears(me);
  const state = renewalState(profile.members, year);
  const waiting = state.pending.length > 0;
  const explainNewcomers = state.someApproved && state.unrenewed.length > 0;

  useEffect(() => {
    if (justPaid && waiting) pendingRef.current?.focus();
  }, [justPaid, waiting]);

  return (
    <section aria-labelledby="mypage-membership">
      <h2 id="mypage-membership">{t('membership')}</h2>
      <ul className="mypage-years">
        {approved.map((approvedYear) => (
          <li key={approvedYear}>{t('approvedYear', { fy: fyLabel(approvedYear, { standalone: true }) })}</li>
        ))}
        {pending.map((pendingYear) => (
          <li key={`pending-${pendingYear}`}>{t('pendingYear', { fy: fyLabel(pendingYear, { standalone: true }) })}</li>
        ))}
      </ul>
      {approved.length === 0 && pending.length === 0 && <p>{t('noMembership')}</p>}
      {onRenew && waiting && (
        <div ref={pendingRef} tabIndex={-1} className="notice mypage-renewal-pending" data-testid="renewal-pending">
          <p role="status">{t('renewalPending', { fy, names: firstNames(state.pending, i18n.language) })}</p>
          <OpenFormButton
            href={renewalPaymentAddress(state.pending.map((member) => member.givenId))}
            onClick={() => onRenew(state.pending)}
          >
            {t('showPaymentDetails')}
          </OpenFormButton>
        </div>
      )}
      {onRenew && state.unrenewed.length > 0 && (
        <div className="mypage-renew">
          {explainNewcomers && (
            <p id={reasonId}>{t('renewReason', { fy, names: firstNames(state.unrenewed, i18n.language) })}</p>
          )}
          <OpenFormButton
            variant="primary"
            href={RENEWAL_ADDRESS}
            describedBy={explainNewcomers ? reasonId : undefined}
            onClick={() => onRenew(state.unrenewed)}
          >
            {t('renewFor', { fy, names: firstNames(state.unrenewed, i18n.language) })}
          </OpenFormButton>
        </div>
      )}
    </section>
  );
}

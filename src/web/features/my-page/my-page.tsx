import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import type { TFamilyMember, TFamilyProfile } from '../../../shared/profile.schema.ts';
import { RENEWAL_PAYMENT_PARAM } from '../../../shared/renewal-payment.ts';
import { AboutTab } from './about-tab.tsx';
import { AttendanceLink } from './attendance-link.tsx';
import { FamilyTab } from './family-tab.tsx';
import { MyActivitiesSection } from './my-activities-section.tsx';
import { MyBookingsSection } from './my-bookings-section.tsx';
import { useFamily } from './api/get-family.ts';
import { MEMBER_FAMILY_SOURCE } from './family-source.ts';
import { renewalState } from './profile-format.ts';
import { RenewalDialog } from './renewal-dialog-code.ts';

/**
 * Whom the renewal at its address is for: the members whose payment it names, or those the Renew
 * button names (no renewal asked for yet), else those whose payment is waiting.
 */
function membersToRenew(profile: TFamilyProfile, payment: string | null): readonly TFamilyMember[] {
  if (payment !== null) {
    const ids = payment.split(',');
    return profile.members.filter((member) => ids.includes(member.givenId));
  }
  const state = renewalState(profile.members, profile.currentFinancialYear);
  return state.unrenewed.length > 0 ? state.unrenewed : state.pending;
}

export default function MyPage() {
  const { t } = useTranslation('mypage');
  const session = useSession();
  const queryClient = useQueryClient();
  const family = useFamily(MEMBER_FAMILY_SOURCE, { enabled: session.user !== null });
  const [renewing, setRenewing] = useState<readonly TFamilyMember[] | null>(null);
  const [justPaid, setJustPaid] = useState(false);
  // A tab and an edit form open from the page's address too (/mypage?edit=address,
  // /mypage?tab=family&edit=kid:0042K1): without the app each tab and pencil is a link there, and a
  // refused post renders the page again at that address.
  const [params] = useSearchParams();

  const reload = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: MEMBER_FAMILY_SOURCE.queryKey }), session.reload()]);
  };

  const profile = family.data;
  const me = profile?.members.find((member) => member.id === session.user?.id);
  // The renewal at its own address (/mypage?edit=renewal, …&pay=0042A,0042B): in the page, until done.
  const [renewalAddressed, setRenewalAddressed] = useState(() => params.get('edit') === 'renewal');
  const payment = renewalAddressed ? params.get(RENEWAL_PAYMENT_PARAM) : null;
  const addressedMembers = profile && renewalAddressed ? membersToRenew(profile, payment) : [];
  // A press on Renew opens it in a dialog (the app's answer to the link); at its address it stands in the page.
  const renewal = renewing
    ? { members: renewing }
    : addressedMembers.length > 0
      ? { members: addressedMembers, inPage: { payment } }
      : null;
  const closeRenewal = () => {
    setRenewing(null);
    setRenewalAddressed(false);
  };

  return (
    <section className="page mypage">
      <PageTitle pageKey="myPage" />
      {family.isError && <p role="alert">{t('loadFailed')}</p>}
      {!profile || !me ? (
        !family.isError && <Loading />
      ) : (
        <>
          {renewal && (
            // A dialog's code on its way shows nothing: a loading sign here would move the page.
            <Suspense fallback={renewal.inPage ? <Loading /> : null}>
              <RenewalDialog
                open
                {...renewal}
                year={profile.currentFinancialYear}
                onClose={closeRenewal}
                onPaid={() => {
                  closeRenewal();
                  setJustPaid(true);
                  void reload();
                }}
              />
            </Suspense>
          )}
          <Tabs
            label={t('tabsLabel')}
            defaultSelectedId={params.get('tab') ?? undefined}
            hrefOf={(id) => (id === 'about' ? '/mypage' : `/mypage?tab=${id}`)}
            tabs={[
              {
                id: 'about',
                label: t('tabs.about'),
                content: (
                  <AboutTab
                    profile={profile}
                    me={me}
                    onChanged={reload}
                    onRenew={setRenewing}
                    justPaid={justPaid}
                    openedForm={params.get('edit')}
                  />
                ),
              },
              {
                id: 'family',
                label: t('tabs.family'),
                content: <FamilyTab profile={profile} me={me} onChanged={reload} openedForm={params.get('edit')} />,
              },
            ]}
          />
          <MyBookingsSection />
          <MyActivitiesSection />
          {/* Last: it is known only in the browser, and appearing above would move the page under a finger. */}
          <AttendanceLink />
        </>
      )}
    </section>
  );
}

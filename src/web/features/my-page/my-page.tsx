import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import type { TFamilyMember } from '../../../shared/profile.schema.ts';
import { AboutTab } from './about-tab.tsx';
import { AttendanceLink } from './attendance-link.tsx';
import { FamilyTab } from './family-tab.tsx';
import { MyActivitiesSection } from './my-activities-section.tsx';
import { MyBookingsSection } from './my-bookings-section.tsx';
import { useFamily } from './api/get-family.ts';
import { MEMBER_FAMILY_SOURCE } from './family-source.ts';

// Opened only by a press on Renew: its code (the payment's QR code and copy rows) comes then.
const RenewalDialog = lazy(async () => ({ default: (await import('./renewal-dialog.tsx')).RenewalDialog }));

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

  return (
    <section className="page mypage">
      <PageTitle pageKey="myPage" />
      {family.isError && <p role="alert">{t('loadFailed')}</p>}
      {!profile || !me ? (
        !family.isError && <Loading />
      ) : (
        <>
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
          {renewing && (
            <Suspense fallback={<Loading />}>
              <RenewalDialog
                open
                year={profile.currentFinancialYear}
                members={renewing}
                onClose={() => setRenewing(null)}
                onPaid={() => {
                  setRenewing(null);
                  setJustPaid(true);
                  void reload();
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}

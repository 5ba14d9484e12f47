import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import type { TFamilyMember } from '../../../shared/profile.schema.ts';
import { AboutTab } from './about-tab.tsx';
import { FamilyTab } from './family-tab.tsx';
import { MyBookingsSection } from './my-bookings-section.tsx';
import { useFamily } from './api/get-family.ts';
import { MEMBER_FAMILY_SOURCE } from './family-source.ts';
import { RenewalDialog } from './renewal-dialog.tsx';
import './my-page.css';

export default function MyPage() {
  const { t } = useTranslation('mypage');
  const session = useSession();
  const queryClient = useQueryClient();
  const family = useFamily(MEMBER_FAMILY_SOURCE, { enabled: session.user !== null });
  const [renewing, setRenewing] = useState<readonly TFamilyMember[] | null>(null);
  const [justPaid, setJustPaid] = useState(false);

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
            tabs={[
              {
                id: 'about',
                label: t('tabs.about'),
                content: (
                  <AboutTab profile={profile} me={me} onChanged={reload} onRenew={setRenewing} justPaid={justPaid} />
                ),
              },
              {
                id: 'family',
                label: t('tabs.family'),
                content: <FamilyTab profile={profile} me={me} onChanged={reload} />,
              },
            ]}
          />
          <MyBookingsSection />
          {renewing && (
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
          )}
        </>
      )}
    </section>
  );
}

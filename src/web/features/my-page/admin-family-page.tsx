import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useFinancialYearLabel } from '../../lib/financial-year-label.ts';
import { AboutTab } from './about-tab.tsx';
import { FamilyTab } from './family-tab.tsx';
import { alertLines } from './alert-lines.ts';
import { useFamily } from './api/get-family.ts';
import { useRecordCashRenewal } from './api/record-cash-renewal.ts';
import { FamilySourceContext, adminFamilySource } from './family-source.ts';
import { isApprovedFor } from './profile-format.ts';

/**
 * /adminfamily/:givenId: the board helps a family with the member's own forms and rules (the admin
 * routes take the same bodies), and records renewals paid in cash.
 */
export default function AdminFamilyPage() {
  const { t } = useTranslation('mypage');
  const fyLabel = useFinancialYearLabel();
  const givenId = useParams().givenId ?? '';
  const source = useMemo(() => adminFamilySource(givenId), [givenId]);
  const queryClient = useQueryClient();
  const family = useFamily(source);
  const recordCashRenewal = useRecordCashRenewal();
  const [busyGivenId, setBusyGivenId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string[]>([]);

  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: source.queryKey });
  };

  const recordCash = async (memberGivenId: string) => {
    setBusyGivenId(memberGivenId);
    setFailure([]);
    try {
      await recordCashRenewal.mutateAsync(memberGivenId);
      await reload();
    } catch (error) {
      const year = family.data?.currentFinancialYear;
      setFailure(alertLines(t, error, 'admin.cashFailed', year ? { fy: fyLabel(year) } : {}));
    } finally {
      setBusyGivenId(null);
    }
  };

  const profile = family.data;
  const chosen = profile?.members.find((member) => member.givenId === givenId);
  // Spouse and kid edits pivot on the registrant, as the member's own would.
  const registrant = profile?.members.find((member) => member.kind === 'self') ?? chosen;

  return (
    <section className="page mypage">
      <PageTitle pageKey="adminFamily" />
      {family.isError && <p role="alert">{t('admin.loadFailed')}</p>}
      {!profile || !chosen || !registrant ? (
        !family.isError && <Loading />
      ) : (
        <FamilySourceContext.Provider value={source}>
          <p className="mypage-notice">
            {t('admin.intro', { givenId: chosen.givenId, familyNumber: profile.familyNumber })}
          </p>
          <section aria-labelledby="adminfamily-cash">
            <h2 id="adminfamily-cash">{t('admin.cashTitle', { fy: fyLabel(profile.currentFinancialYear) })}</h2>
            {failure.length > 0 && (
              <div role="alert" className="mypage-alert">
                {failure.map((line, index) => (
                  <p key={index}>{line}</p>
                ))}
              </div>
            )}
            {profile.members.every((member) => isApprovedFor(member, profile.currentFinancialYear)) ? (
              <p>{t('admin.allPaid')}</p>
            ) : (
              <ul className="mypage-years">
                {profile.members
                  .filter((member) => !isApprovedFor(member, profile.currentFinancialYear))
                  .map((member) => (
                    <li key={member.givenId}>
                      {`${member.givenId} ${member.firstName} ${member.lastName} `}
                      <Button
                        type="button"
                        aria-label={t('admin.recordCashLabel', {
                          fy: fyLabel(profile.currentFinancialYear),
                          givenId: member.givenId,
                          name: `${member.firstName} ${member.lastName}`,
                        })}
                        busy={busyGivenId === member.givenId}
                        onClick={() => void recordCash(member.givenId)}
                      >
                        {t('admin.recordCash', { fy: fyLabel(profile.currentFinancialYear) })}
                      </Button>
                    </li>
                  ))}
              </ul>
            )}
          </section>
          <Tabs
            label={t('admin.tabsLabel')}
            tabs={[
              {
                id: 'about',
                label: t('tabs.about'),
                content: <AboutTab profile={profile} me={chosen} onChanged={reload} />,
              },
              {
                id: 'family',
                label: t('tabs.family'),
                content: <FamilyTab profile={profile} me={registrant} onChanged={reload} />,
              },
            ]}
          />
        </FamilySourceContext.Provider>
      )}
    </section>
  );
}

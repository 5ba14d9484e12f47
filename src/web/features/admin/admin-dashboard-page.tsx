import { useDeferredValue, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import type { TAdminData, TAdminMember, TAdminMembership } from '../../../shared/admin.schema.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useFinancialYearLabel } from '../../lib/financial-year-label.ts';
import { actionErrorReason } from './action-error.ts';
import { fullName } from './admin-format.ts';
import { useApproveFamily } from './members/api/approve-family.ts';
import { useApproveRenewal } from './members/api/approve-renewal.ts';
import { useChangeRole } from './members/api/change-role.ts';
import { useDownloadMembersCsv } from './members/api/download-members-csv.ts';
import {
  AllMembersTable,
  BoardRolesTable,
  CurrentMembersTable,
  PendingMembersTable,
  RenewalRequestsTable,
} from './members/member-tables.tsx';
import { RejectPopup } from './members/reject-popup.tsx';
import { useAdminData } from './members/api/get-admin-data.ts';
import { useRejectFamily } from './members/api/reject-family.ts';
import { useApproveFamilyRenewals } from './members/api/approve-family-renewals.ts';
import { AdminSectionNav } from './admin-section-nav.tsx';
import { adminSectionOf, SECTION_TABS, SECTIONS_WITH_MEMBER_DATA, type TAdminSection } from './admin-sections.ts';
import { LATER_TAB_PANELS } from './later-tabs.tsx';

type TOutcome = { kind: 'done' | 'failed'; text: string; id: number };

function TabLabel({ label, count }: { label: string; count: number }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {label} <span className="admin-tabs__count">{t('tabs.count', { number: count })}</span>
    </>
  );
}

type TTab = { id: string; label: ReactNode; content: ReactNode };

/** A section's tabs; a section of one shows its panel without a tab list. */
function SectionPanels({ tabs, section }: { tabs: TTab[]; section: TAdminSection }) {
  const { t } = useTranslation('admin');
  // A tab opens from the section's address too (`?tab=site-pages`): a form on it posts there without the app.
  const [params] = useSearchParams();
  const shown = SECTION_TABS[section].flatMap((id) => tabs.filter((tab) => tab.id === id));
  const [only] = shown;
  if (only && shown.length === 1) {
    return (
      // No landmark of its own: the panel's table is already a region with this name.
      <div className="admin-section__panel">
        <h2 className="admin-section__heading">{only.label}</h2>
        {only.content}
      </div>
    );
  }
  return (
    <Tabs
      tabs={shown}
      defaultSelectedId={params.get('tab') ?? undefined}
      label={t(`sections.${section}`)}
      className="admin-tabs"
      renderPanels="onceSelected"
    />
  );
}

/** The tabs that need no member data, the same in every section that has them (later tabs: later-tabs.tsx). */
function ownDataTabs(t: (key: string) => string): TTab[] {
  return [
    { id: 'audit', label: t('tabs.audit'), content: LATER_TAB_PANELS['audit'] },
    { id: 'contact-messages', label: t('contactMessages.tab'), content: LATER_TAB_PANELS['contact-messages'] },
    { id: 'board-members', label: t('board.tab'), content: LATER_TAB_PANELS['board-members'] },
    { id: 'finance-reports', label: t('finance.tab'), content: LATER_TAB_PANELS['finance-reports'] },
    { id: 'statements', label: t('statements:tab'), content: LATER_TAB_PANELS['statements'] },
    { id: 'import', label: t('registerImport.tab'), content: LATER_TAB_PANELS['import'] },
    { id: 'events', label: t('tabs.events'), content: LATER_TAB_PANELS['events'] },
    { id: 'activities', label: t('activities:admin.tab'), content: LATER_TAB_PANELS['activities'] },
    { id: 'grant-report', label: t('grantReport.tab'), content: LATER_TAB_PANELS['grant-report'] },
    { id: 'slider', label: t('slider.tab'), content: LATER_TAB_PANELS['slider'] },
    { id: 'news', label: t('news:admin.tab'), content: LATER_TAB_PANELS['news'] },
    { id: 'visits', label: t('visits.tab'), content: LATER_TAB_PANELS['visits'] },
    { id: 'site-settings', label: t('site:settings.tab'), content: LATER_TAB_PANELS['site-settings'] },
    { id: 'site-pages', label: t('site:pages.tab'), content: LATER_TAB_PANELS['site-pages'] },
  ];
}

function Dashboard({ data, section }: { data: TAdminData; section: TAdminSection }) {
  const { t, i18n } = useTranslation('admin');
  const fyLabel = useFinancialYearLabel();
  const approveFamily = useApproveFamily();
  const rejectFamily = useRejectFamily();
  const approveRenewal = useApproveRenewal();
  const approveFamilyRenewals = useApproveFamilyRenewals();
  const changeRole = useChangeRole();
  const downloadCsv = useDownloadMembersCsv();
  const [rejecting, setRejecting] = useState<TAdminMember | null>(null);
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The row that was acted on may be gone after the reload: the result takes the focus instead.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  /** Runs an action and reports how it went; `doneText` null: success needs no words (a download). */
  async function run<TResult>(action: () => Promise<TResult>, doneText: string | null | ((result: TResult) => string)) {
    try {
      const result = await action();
      const text = typeof doneText === 'function' ? doneText(result) : doneText;
      setOutcome(text === null ? null : { kind: 'done', text, id: Date.now() });
    } catch (error) {
      const reason = actionErrorReason(error, i18n);
      const text = reason ? t('failed', { reason }) : t('failedUnknown');
      setOutcome({ kind: 'failed', text, id: Date.now() });
    }
  }

  const names = (person: { firstName: string; lastName: string; givenId: string }) => ({
    name: fullName(person),
    givenId: person.givenId,
  });

  const approve = (member: TAdminMember) =>
    run(() => approveFamily.mutateAsync(member.givenId), t('done.approved', names(member)));
  const reject = (member: TAdminMember) => {
    setRejecting(null);
    void run(() => rejectFamily.mutateAsync(member.givenId), t('done.rejected', names(member)));
  };
  const renewFamily = (membership: TAdminMembership) =>
    run(
      () => approveFamilyRenewals.mutateAsync(membership.id),
      ({ approved }) =>
        t('done.familyRenewalsApproved', {
          count: approved,
          givenId: membership.givenId,
          fy: fyLabel(membership.year),
        }),
    );
  const renew = (membership: TAdminMembership) =>
    run(
      () => approveRenewal.mutateAsync(membership.id),
      t('done.renewalApproved', { ...names(membership), fy: fyLabel(membership.year) }),
    );
  const setRole = (member: TAdminMember, role: TAdminMember['role']) =>
    run(
      () => changeRole.mutateAsync({ givenId: member.givenId, role }),
      t(role === 'Admin' ? 'done.madeAdmin' : 'done.withdrewAdmin', names(member)),
    );

  const tabs: TTab[] = [
    {
      id: 'all',
      label: <TabLabel label={t('tabs.allMembers')} count={data.allMembers.length} />,
      content: <AllMembersTable rows={data.allMembers} />,
    },
    {
      id: 'current',
      label: <TabLabel label={t('tabs.currentMembers')} count={data.currentMembership.length} />,
      content: (
        <>
          <p className="admin-page__intro">{t('intro.currentMembers', { fy: fyLabel(data.financialYear) })}</p>
          <CurrentMembersTable rows={data.currentMembership} />
        </>
      ),
    },
    {
      id: 'pending',
      label: <TabLabel label={t('tabs.pending')} count={data.pendingMembers.length} />,
      content: (
        <>
          <p className="admin-page__intro">{t('intro.pending')}</p>
          <PendingMembersTable
            rows={data.pendingMembers}
            busyGivenId={approveFamily.isPending ? (approveFamily.variables ?? null) : null}
            onApprove={(member) => void approve(member)}
            onReject={setRejecting}
          />
        </>
      ),
    },
    {
      id: 'renewals',
      label: <TabLabel label={t('tabs.renewals')} count={data.pendingMembership.length} />,
      content: (
        <>
          <p className="admin-page__intro">{t('intro.renewals')}</p>
          <RenewalRequestsTable
            rows={data.pendingMembership}
            busyId={
              approveRenewal.isPending
                ? (approveRenewal.variables ?? null)
                : approveFamilyRenewals.isPending
                  ? (approveFamilyRenewals.variables ?? null)
                  : null
            }
            onApprove={(membership) => void renew(membership)}
            onApproveFamily={(membership) => void renewFamily(membership)}
          />
        </>
      ),
    },
    {
      id: 'roles',
      label: t('tabs.boardRoles'),
      content: (
        <>
          <p className="admin-page__intro">{t('intro.boardRoles')}</p>
          <BoardRolesTable
            rows={data.approvedMembers}
            busyGivenId={changeRole.isPending ? (changeRole.variables?.givenId ?? null) : null}
            onChangeRole={(member, role) => void setRole(member, role)}
          />
        </>
      ),
    },
    ...ownDataTabs(t),
  ];

  return (
    <>
      {section === 'members' && (
        <div className="admin-page__toolbar">
          <p className="admin-page__year">{t('financialYear', { fy: fyLabel(data.financialYear) })}</p>
          <Button
            variant="secondary"
            busy={downloadCsv.isPending}
            onClick={() => void run(() => downloadCsv.mutateAsync(), null)}
          >
            {t('actions.downloadCsv')}
          </Button>
        </div>
      )}
      {outcome && (
        <div
          key={outcome.id}
          ref={outcomeRef}
          tabIndex={-1}
          className={`notice admin-page__outcome ${outcome.kind === 'done' ? 'notice--success' : 'notice--error'}`}
          role={outcome.kind === 'done' ? 'status' : 'alert'}
        >
          {outcome.text}
        </div>
      )}
      <SectionPanels tabs={tabs} section={section} />
      <RejectPopup member={rejecting} onYes={reject} onNo={() => setRejecting(null)} />
    </>
  );
}

/** The sections whose tabs need no member data: nothing to wait for but each tab's own. */
function OwnDataSection({ section }: { section: TAdminSection }) {
  const { t } = useTranslation('admin');
  return <SectionPanels tabs={ownDataTabs(t)} section={section} />;
}

function MemberDataSection({ section }: { section: TAdminSection }) {
  const { t } = useTranslation('admin');
  // The tables are built in a deferred render, which React does in slices, not in one long task.
  const data = useDeferredValue(useAdminData().data);
  return data ? <Dashboard data={data} section={section} /> : <Loading label={t('loadingData')} />;
}

/**
 * /admindashboard and /admindashboard/<section>: the board's area by task, a section at a time; the
 * route already needs role Admin.
 */
export default function AdminDashboardPage() {
  const section = adminSectionOf(useParams().section);
  if (!section) return <Navigate to="/admindashboard" replace />;
  return (
    <section className="page admin-page">
      <PageTitle pageKey="adminDashboard" />
      <AdminSectionNav current={section} />
      {SECTIONS_WITH_MEMBER_DATA.has(section) ? (
        <MemberDataSection key={section} section={section} />
      ) : (
        <OwnDataSection key={section} section={section} />
      )}
    </section>
  );
}

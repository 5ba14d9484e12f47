import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAdminMember, TAdminMembership } from '../../../../shared/admin.schema.ts';
import { parseGivenId } from '../../../../shared/given-id.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useFinancialYearLabel } from '../../../lib/financial-year-label.ts';
import { formatSek } from '../../../lib/format-sek.ts';
import { formatDate, fullName } from '../admin-format.ts';
import { DataTable, type TColumn } from '../data-table.tsx';

const memberSearchable = (row: TAdminMember) => [row.givenId, row.firstName, row.lastName, row.email];
const membershipSearchable = (row: TAdminMembership) => [row.givenId, row.firstName, row.lastName, row.email];

/** The columns every member table starts with. */
function useMemberColumns(): TColumn<TAdminMember>[] {
  const { t } = useTranslation('admin');
  const none = t('notGiven');
  return [
    { id: 'givenId', header: t('columns.givenId'), cell: (row) => row.givenId, isRowHeader: true },
    { id: 'name', header: t('columns.name'), cell: (row) => fullName(row) },
    { id: 'email', header: t('columns.email'), cell: (row) => row.email ?? none },
    { id: 'phone', header: t('columns.phone'), cell: (row) => row.phoneNumber ?? none },
    { id: 'personalNumber', header: t('columns.personalNumber'), cell: (row) => row.personalNumber ?? none },
  ];
}

function useMembershipColumns(): TColumn<TAdminMembership>[] {
  const { t, i18n } = useTranslation('admin');
  const fyLabel = useFinancialYearLabel();
  const none = t('notGiven');
  return [
    { id: 'givenId', header: t('columns.givenId'), cell: (row) => row.givenId, isRowHeader: true },
    { id: 'name', header: t('columns.name'), cell: (row) => fullName(row) },
    { id: 'email', header: t('columns.email'), cell: (row) => row.email ?? none },
    { id: 'year', header: t('columns.year'), cell: (row) => fyLabel(row.year, { standalone: true }) },
    {
      id: 'amount',
      header: t('columns.amount'),
      cell: (row) => (row.amountSek === null ? none : formatSek(row.amountSek, i18n.language)),
    },
    {
      id: 'requested',
      header: t('columns.requested'),
      cell: (row) => formatDate(row.requestedAt, i18n.language) ?? none,
    },
  ];
}

export function AllMembersTable({ rows }: { rows: readonly TAdminMember[] }) {
  const { t } = useTranslation('admin');
  const columns: TColumn<TAdminMember>[] = [
    ...useMemberColumns(),
    { id: 'role', header: t('columns.role'), cell: (row) => t(`role.${row.role}`) },
    { id: 'status', header: t('columns.status'), cell: (row) => t(`status.${row.status}`) },
    {
      id: 'actions',
      isAction: true,
      header: t('columns.actions'),
      // The board helps the family on its own page (the member's forms and rules, cash payments).
      cell: (row) => (
        <Link
          to={`/adminfamily/${encodeURIComponent(row.givenId)}`}
          aria-label={t('actions.openFamilyLabel', { name: fullName(row), givenId: row.givenId })}
        >
          {t('actions.openFamily')}
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('tabs.allMembers')}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      searchableOf={memberSearchable}
    />
  );
}

export function CurrentMembersTable({ rows }: { rows: readonly TAdminMembership[] }) {
  const { t, i18n } = useTranslation('admin');
  const columns: TColumn<TAdminMembership>[] = [
    ...useMembershipColumns(),
    {
      id: 'approved',
      header: t('columns.approved'),
      cell: (row) => formatDate(row.approvedAt, i18n.language) ?? t('notGiven'),
    },
  ];
  return (
    <DataTable
      caption={t('tabs.currentMembers')}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      searchableOf={membershipSearchable}
    />
  );
}

type TPendingProps = {
  rows: readonly TAdminMember[];
  busyGivenId: string | null;
  onApprove: (member: TAdminMember) => void;
  onReject: (member: TAdminMember) => void;
};

/** Approve and Reject sit on the registrant's row: they decide for the whole family. */
export function PendingMembersTable({ rows, busyGivenId, onApprove, onReject }: TPendingProps) {
  const { t, i18n } = useTranslation('admin');
  const columns: TColumn<TAdminMember>[] = [
    ...useMemberColumns(),
    {
      id: 'registered',
      header: t('columns.registered'),
      cell: (row) => formatDate(row.registeredAt, i18n.language) ?? t('notGiven'),
    },
    {
      id: 'actions',
      isAction: true,
      header: t('columns.actions'),
      cell: (row) => {
        if (!row.isRegistrant) {
          return <span className="admin-table__muted">{t('familyOf', { givenId: `${row.familyNumber}A` })}</span>;
        }
        const names = { name: fullName(row), givenId: row.givenId };
        return (
          <div className="admin-table__actions">
            <Button
              aria-label={t('actions.approveLabel', names)}
              busy={busyGivenId === row.givenId}
              onClick={() => onApprove(row)}
            >
              {t('actions.approve')}
            </Button>
            <Button variant="danger" aria-label={t('actions.rejectLabel', names)} onClick={() => onReject(row)}>
              {t('actions.reject')}
            </Button>
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={t('tabs.pending')}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      searchableOf={memberSearchable}
    />
  );
}

type TRenewalsProps = {
  rows: readonly TAdminMembership[];
  busyId: number | null;
  onApprove: (membership: TAdminMembership) => void;
  /** Every request of the row's family for its year at once: one payment usually covers them all. */
  onApproveFamily: (membership: TAdminMembership) => void;
};

/** The requests of the same family (by its number) and year as each row, counted. */
function familyRequestCounts(rows: readonly TAdminMembership[]): (row: TAdminMembership) => number {
  const keyOf = (row: TAdminMembership) => `${parseGivenId(row.givenId)?.familyNumber ?? row.givenId}:${row.year}`;
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1);
  return (row) => counts.get(keyOf(row)) ?? 1;
}

export function RenewalRequestsTable({ rows, busyId, onApprove, onApproveFamily }: TRenewalsProps) {
  const { t } = useTranslation('admin');
  const fyLabel = useFinancialYearLabel();
  const familyCount = familyRequestCounts(rows);
  const columns: TColumn<TAdminMembership>[] = [
    ...useMembershipColumns(),
    {
      id: 'actions',
      isAction: true,
      header: t('columns.actions'),
      cell: (row) => (
        <Button
          aria-label={t('actions.approveRenewalLabel', {
            name: fullName(row),
            givenId: row.givenId,
            fy: fyLabel(row.year),
          })}
          busy={busyId === row.id}
          onClick={() => onApprove(row)}
        >
          {t('actions.approveRenewal')}
        </Button>
      ),
    },
    {
      id: 'family',
      isAction: true,
      header: t('columns.family'),
      cell: (row) =>
        familyCount(row) > 1 ? (
          <Button
            variant="secondary"
            aria-label={t('actions.approveFamilyRenewalsLabel', {
              count: familyCount(row),
              givenId: row.givenId,
              fy: fyLabel(row.year),
            })}
            busy={busyId === row.id}
            onClick={() => onApproveFamily(row)}
          >
            {t('actions.approveFamilyRenewals', { count: familyCount(row) })}
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable
      caption={t('tabs.renewals')}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      searchableOf={membershipSearchable}
    />
  );
}

type TBoardRolesProps = {
  rows: readonly TAdminMember[];
  busyGivenId: string | null;
  onChangeRole: (member: TAdminMember, role: TAdminMember['role']) => void;
};

/** Adults who can sign in (approved, with an e-mail): the Admin role is granted or withdrawn here. */
export function BoardRolesTable({ rows, busyGivenId, onChangeRole }: TBoardRolesProps) {
  const { t } = useTranslation('admin');
  const adults = rows.filter((row) => row.email && parseGivenId(row.givenId)?.kind !== 'kid');
  const columns: TColumn<TAdminMember>[] = [
    { id: 'givenId', header: t('columns.givenId'), cell: (row) => row.givenId, isRowHeader: true },
    { id: 'name', header: t('columns.name'), cell: (row) => fullName(row) },
    { id: 'email', header: t('columns.email'), cell: (row) => row.email },
    { id: 'role', header: t('columns.role'), cell: (row) => t(`role.${row.role}`) },
    {
      id: 'actions',
      isAction: true,
      header: t('columns.actions'),
      cell: (row) => {
        const names = { name: fullName(row), givenId: row.givenId };
        const isAdmin = row.role === 'Admin';
        return (
          <Button
            variant={isAdmin ? 'secondary' : 'primary'}
            aria-label={isAdmin ? t('actions.withdrawAdminLabel', names) : t('actions.makeAdminLabel', names)}
            busy={busyGivenId === row.givenId}
            onClick={() => onChangeRole(row, isAdmin ? 'Member' : 'Admin')}
          >
            {isAdmin ? t('actions.withdrawAdmin') : t('actions.makeAdmin')}
          </Button>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={t('tabs.boardRoles')}
      rows={adults}
      columns={columns}
      rowKey={(row) => row.id}
      searchableOf={memberSearchable}
    />
  );
}

import '../content-tabs.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBoardAdminMember } from '../../../../shared/board-member.schema.ts';
import { eventImageUrl } from '../../../../shared/events.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useFinancialYearLabel } from '../../../lib/financial-year-label.ts';
import { BoardMemberForm } from './board-member-form.tsx';
import { ConfirmPopup } from '../confirm-popup.tsx';
import type { TColumn } from '../data-table.tsx';
import { EditableList } from '../editable-list.tsx';
import { useListEditor } from '../use-list-editor.ts';
import { useDeleteBoardMember } from './api/delete-board-member.ts';
import { useBoardMembers } from './api/get-board-members.ts';

/** The dashboard's "Board members" tab: every year's board, added, changed and removed. */
export function BoardMembersTab() {
  const { t } = useTranslation('admin');
  const fyLabel = useFinancialYearLabel();
  const members = useBoardMembers();
  const remove = useDeleteBoardMember();
  const [deleting, setDeleting] = useState<TBoardAdminMember | null>(null);
  const { editing, startEditing, stopEditing, formRef, outcome, done, failed } = useListEditor<TBoardAdminMember>();

  async function confirmDelete(member: TBoardAdminMember) {
    setDeleting(null);
    try {
      await remove.mutateAsync(member.id);
      if (editing?.id === member.id) stopEditing();
      done(t('board.done.deleted', { name: member.nameEn }));
    } catch (error) {
      failed(error);
    }
  }

  const columns: TColumn<TBoardAdminMember>[] = [
    {
      id: 'year',
      header: t('board.columns.year'),
      cell: (row) => fyLabel(row.financialYear, { standalone: true }),
      isRowHeader: true,
    },
    {
      id: 'portrait',
      header: t('board.columns.portrait'),
      cell: (row) =>
        row.portrait ? (
          <img
            className="admin-board__thumb"
            src={eventImageUrl(row.portrait, 'small')}
            alt={t('board.portraitOf', { name: row.nameEn })}
            width={40}
            height={40}
            loading="lazy"
          />
        ) : (
          <span className="admin-table__muted">{t('notGiven')}</span>
        ),
    },
    {
      id: 'name',
      header: t('board.columns.name'),
      cell: (row) => (
        <>
          {row.nameEn}
          <br />
          <span lang="ta">{row.nameTa}</span>
        </>
      ),
    },
    { id: 'position', header: t('board.columns.position'), cell: (row) => t(`board.positions.${row.position}`) },
    { id: 'order', header: t('board.columns.sortOrder'), cell: (row) => row.sortOrder },
    {
      id: 'actions',
      isAction: true,
      header: t('columns.actions'),
      cell: (row) => (
        <div className="admin-table__actions">
          <Button
            variant="secondary"
            aria-label={t('board.editLabel', { name: row.nameEn, fy: fyLabel(row.financialYear) })}
            onClick={() => startEditing(row)}
          >
            {t('board.edit')}
          </Button>
          <Button
            variant="danger"
            busy={remove.isPending && remove.variables === row.id}
            aria-label={t('board.deleteLabel', { name: row.nameEn, fy: fyLabel(row.financialYear) })}
            onClick={() => setDeleting(row)}
          >
            {t('board.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <EditableList
      intro={t('board.intro')}
      outcome={outcome}
      formRef={formRef}
      form={(handlers) => <BoardMemberForm key={editing?.id ?? 'new'} member={editing} {...handlers} />}
      onStopEditing={stopEditing}
      rows={members}
      onDone={done}
      loadFailed={t('board.loadFailed')}
      caption={t('board.tab')}
      columns={columns}
      rowKey={(row) => row.id}
      searchableOf={(row) => [row.nameEn, row.nameTa, String(row.financialYear), t(`board.positions.${row.position}`)]}
    >
      <ConfirmPopup
        open={deleting !== null}
        title={t('board.confirmDelete.title')}
        text={
          deleting ? t('board.confirmDelete.text', { name: deleting.nameEn, fy: fyLabel(deleting.financialYear) }) : ''
        }
        yes={t('board.confirmDelete.yes')}
        no={t('board.confirmDelete.no')}
        onYes={() => deleting && void confirmDelete(deleting)}
        onNo={() => setDeleting(null)}
      />
    </EditableList>
  );
}

import { useTranslation } from 'react-i18next';
import type { TBoardAdminMember } from '../../../../shared/board-member.schema.ts';
import { eventImageUrl } from '../../../../shared/events.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useFinancialYearLabel } from '../../../lib/financial-year-label.ts';
import { BoardMemberForm } from './board-member-form.tsx';
import { ConfirmPopup } from '../confirm-popup.tsx';
import type { TColumn } from '../data-table.tsx';
import { EditableList } from '../editable-list.tsx';
import { financialYearColumn } from '../financial-year-column.ts';
import { useConfirmDelete } from '../use-confirm-delete.ts';
import { useListEditor } from '../use-list-editor.ts';
import { useDeleteBoardMember } from './api/delete-board-member.ts';
import { useBoardMembers } from './api/get-board-members.ts';

/** The dashboard's "Board members" tab: every year's board, added, changed and removed. */
export function BoardMembersTab() {
  const { t } = useTranslation('admin');
  const fyLabel = useFinancialYearLabel();
  const members = useBoardMembers();
  const remove = useDeleteBoardMember();
  const editor = useListEditor<TBoardAdminMember>();
  const { editing, startEditing, stopEditing, done, failed } = editor;
  const deleting = useConfirmDelete(async (member: TBoardAdminMember) => {
    await remove.mutateAsync(member.id);
    if (editing?.id === member.id) stopEditing();
    done(t('board.done.deleted', { name: member.nameEn }));
  }, failed);

  const columns: TColumn<TBoardAdminMember>[] = [
    financialYearColumn(t('board.columns.year'), fyLabel, (row) => row.financialYear),
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
            onClick={() => deleting.ask(row)}
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
      editor={editor}
      form={(handlers) => <BoardMemberForm key={editing?.id ?? 'new'} member={editing} {...handlers} />}
      rows={members}
      loadFailed={t('board.loadFailed')}
      caption={t('board.tab')}
      columns={columns}
      rowKey={(row) => row.id}
      searchableOf={(row) => [row.nameEn, row.nameTa, String(row.financialYear), t(`board.positions.${row.position}`)]}
    >
      <ConfirmPopup
        {...deleting.popup}
        title={t('board.confirmDelete.title')}
        text={
          deleting.asking
            ? t('board.confirmDelete.text', {
                name: deleting.asking.nameEn,
                fy: fyLabel(deleting.asking.financialYear),
              })
            : ''
        }
        yes={t('board.confirmDelete.yes')}
        no={t('board.confirmDelete.no')}
      />
    </EditableList>
  );
}

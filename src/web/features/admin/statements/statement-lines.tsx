import { useTranslation } from 'react-i18next';
import type { TAssignLine, TStatementLine } from '../../../../shared/statements.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { useAssignLine } from './api/assign-line.ts';
import { useConfirmCertain } from './api/confirm-certain.ts';
import { useConfirmLine } from './api/confirm-line.ts';
import { useStatementLines } from './api/get-statement-lines.ts';
import { useUndoLine } from './api/undo-line.ts';
import { StatementLineCard } from './statement-line-card.tsx';

type TProps = { year: number; onDone: (text: string) => void; onFailed: (error: unknown) => void };

/** The lines waiting for the board, the certain ones confirmable in one press, and the year's confirmed ones. */
export function StatementLines({ year, onDone, onFailed }: TProps) {
  const { t } = useTranslation('statements');
  const lines = useStatementLines(year);
  const confirmCertain = useConfirmCertain();
  const confirmLine = useConfirmLine();
  const assignLine = useAssignLine();
  const undoLine = useUndoLine();
  const busy = confirmCertain.isPending || confirmLine.isPending || assignLine.isPending || undoLine.isPending;

  async function run(action: () => Promise<unknown>, text: string) {
    try {
      await action();
      onDone(text);
    } catch (error) {
      onFailed(error);
    }
  }

  if (lines.isPending) return <Loading />;
  if (lines.isError) return <p className="notice notice--error">{t('failed')}</p>;
  const open = lines.data.lines.filter((line) => line.status === 'open');
  const confirmed = lines.data.lines.filter((line) => line.status === 'confirmed');
  const certain = open.filter((line) => line.certainty === 'certain' && !line.yearClosed).length;

  const handlers = {
    onConfirm: (line: TStatementLine) =>
      void run(() => confirmLine.mutateAsync(line.id), t('done.confirmed', { count: 1 })),
    onAssign: async (line: TStatementLine, assignment: TAssignLine) => {
      await assignLine.mutateAsync({ id: line.id, assignment });
      onDone(
        'familyNumber' in assignment
          ? t('done.assigned', { number: assignment.familyNumber })
          : t('done.categorised', { category: t(`categories.${assignment.category}`) }),
      );
    },
    onUndo: (line: TStatementLine) => void run(() => undoLine.mutateAsync(line.id), t('done.undone')),
    onFailed,
  };

  return (
    <>
      <section className="statements__section" aria-labelledby="statements-open-title">
        <div className="statements__section-head">
          <h2 id="statements-open-title">{t('lines.openTitle', { count: open.length })}</h2>
          {certain > 0 && (
            <Button
              busy={confirmCertain.isPending}
              disabled={busy && !confirmCertain.isPending}
              onClick={() =>
                void run(
                  async () => {
                    const answer = await confirmCertain.mutateAsync();
                    return answer.confirmed;
                  },
                  t('done.confirmed', { count: certain }),
                )
              }
            >
              {t('lines.confirmCertain', { count: certain })}
            </Button>
          )}
        </div>
        {open.length === 0 ? (
          <p className="admin-table__muted">{t('lines.noneOpen')}</p>
        ) : (
          <ul className="statements__lines">
            {open.map((line) => (
              <StatementLineCard key={line.id} line={line} busy={busy} {...handlers} />
            ))}
          </ul>
        )}
      </section>
      <section className="statements__section" aria-labelledby="statements-confirmed-title">
        <h2 id="statements-confirmed-title">{t('lines.confirmedTitle', { count: confirmed.length })}</h2>
        {confirmed.length > 0 && (
          <ul className="statements__lines">
            {confirmed.map((line) => (
              <StatementLineCard key={line.id} line={line} busy={busy} {...handlers} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

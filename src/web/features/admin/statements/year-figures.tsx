import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { useFinancialYearLabel } from '../../../lib/financial-year-label.ts';
import { useCloseYear } from './api/close-year.ts';
import { useDownloadYearCsv } from './api/download-year-csv.ts';
import { useYearFigures } from './api/get-year-figures.ts';
import { useSendReminders } from './api/send-reminders.ts';
import { useStartFinanceDraft } from './api/start-finance-draft.ts';
import { formatOre } from '../../../lib/format-sek.ts';

type TProps = { year: number; onDone: (text: string) => void; onFailed: (error: unknown) => void };

/** The year in figures: money in by category, what is still owed, and the board's year-end actions. */
export function YearFigures({ year, onDone, onFailed }: TProps) {
  const { t, i18n } = useTranslation('statements');
  const fyLabel = useFinancialYearLabel();
  const figures = useYearFigures(year);
  const reminders = useSendReminders();
  const csv = useDownloadYearCsv();
  const close = useCloseYear();
  const draft = useStartFinanceDraft();
  const money = (ore: number) => formatOre(ore, i18n.language);

  async function run<T>(action: () => Promise<T>, text: (result: T) => string | null) {
    try {
      const result = await action();
      const said = text(result);
      if (said) onDone(said);
    } catch (error) {
      onFailed(error);
    }
  }

  if (figures.isPending) return <Loading />;
  if (figures.isError) return <p className="notice notice--error">{t('failed')}</p>;
  const data = figures.data;
  const categoryName = (row: (typeof data.byCategory)[number]) =>
    row.category === 'tickets' && row.eventTitle
      ? t('figures.tickets', { event: row.eventTitle })
      : t(`categories.${row.category}`);

  return (
    <section className="statements__section" aria-labelledby="statements-figures-title">
      <h2 id="statements-figures-title">{t('figures.title', { fy: fyLabel(year) })}</h2>
      {data.closed && <p className="notice">{t('figures.closed')}</p>}
      <dl className="statements__figures">
        {data.byCategory.map((row) => (
          <div key={`${row.category}-${row.eventId ?? ''}`} className="statements__figure">
            <dt>{categoryName(row)}</dt>
            <dd>{money(row.amountOre)}</dd>
          </div>
        ))}
        <div className="statements__figure statements__figure--total">
          <dt>{t('figures.income')}</dt>
          <dd>{money(data.incomeOre)}</dd>
        </div>
        <div className="statements__figure">
          <dt>{t('figures.expense')}</dt>
          <dd>{money(data.expenseOre)}</dd>
        </div>
      </dl>
      <h3>{t('figures.owedTitle')}</h3>
      {data.owedRenewals.length === 0 && data.owedBookings.length === 0 ? (
        <p className="admin-table__muted">{t('figures.nothingOwed')}</p>
      ) : (
        <ul className="statements__owed">
          {data.owedRenewals.map((row) => (
            <li key={`r-${row.familyNumber}`}>
              {t('figures.owedRenewal', {
                number: row.familyNumber,
                name: row.familyName,
                ids: row.givenIds.join(', '),
                amount: money(row.owedOre),
              })}
            </li>
          ))}
          {data.owedBookings.map((row) => (
            <li key={`b-${row.bookingId}`}>
              {t('figures.owedBooking', { name: row.familyName, event: row.eventTitle, amount: money(row.owedOre) })}
            </li>
          ))}
        </ul>
      )}
      <div className="statements__year-actions">
        <Button
          variant="secondary"
          busy={reminders.isPending}
          disabled={data.owedRenewals.length === 0 && data.owedBookings.length === 0}
          onClick={() =>
            void run(
              () => reminders.mutateAsync(year),
              (answer) => t('done.reminders', { count: answer.sent }),
            )
          }
        >
          {t('figures.sendReminders')}
        </Button>
        <Button
          variant="secondary"
          busy={csv.isPending}
          onClick={() =>
            void run(
              () => csv.mutateAsync(year),
              () => null,
            )
          }
        >
          {t('figures.csv')}
        </Button>
        <Button
          variant="secondary"
          busy={draft.isPending}
          onClick={() =>
            void run(
              () => draft.mutateAsync(year),
              () => t('done.draft', { fy: fyLabel(year) }),
            )
          }
        >
          {t('figures.financeDraft')}
        </Button>
        {!data.closed && (
          <Button
            variant="danger"
            busy={close.isPending}
            onClick={() =>
              void run(
                () => close.mutateAsync(year),
                () => t('done.closed', { fy: fyLabel(year) }),
              )
            }
          >
            {t('figures.closeYear')}
          </Button>
        )}
      </div>
    </section>
  );
}

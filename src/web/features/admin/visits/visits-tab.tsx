import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading.tsx';
import { formatDate } from '../admin-format.ts';
import { useVisits } from './api/get-visits.ts';
import { VisitsChart } from './visits-chart.tsx';
import { localeOf } from '../../../../shared/languages.ts';

/** The dashboard's "Visits" tab: anonymous page views per week and the most visited pages. */
export function VisitsTab() {
  const { t, i18n } = useTranslation('admin');
  const visits = useVisits();

  if (visits.isPending) return <Loading />;
  if (visits.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('visits.loadFailed')}
      </p>
    );
  }
  const { weeks, topPages, total } = visits.data;
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const first = weeks[0];
  const last = weeks.at(-1);
  const summary = t('visits.chartSummary', {
    first: first?.isoWeek ?? '',
    last: last?.isoWeek ?? '',
    number: number.format(total),
  });

  return (
    <div className="admin-visits">
      <p className="admin-page__intro">{t('visits.intro')}</p>
      <p className="admin-visits__this-week">{t('visits.thisWeek', { number: number.format(last?.visits ?? 0) })}</p>
      <p>{t('visits.total', { weeks: weeks.length, number: number.format(total) })}</p>
      <div className="admin-visits__chart-scroll" role="region" aria-label={t('visits.tableCaption')} tabIndex={0}>
        <VisitsChart weeks={weeks} summary={summary} />
      </div>
      {/* Hidden in a box: a table is never narrower than its content, so hidden on its own it still
          widened a phone's page. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('visits.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('visits.columns.week')}</th>
              <th scope="col">{t('visits.columns.starts')}</th>
              <th scope="col">{t('visits.columns.visits')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{t('visits.weekLabel', { week: week.isoWeek, year: week.isoYear })}</th>
                <td>{formatDate(week.weekStart, i18n.language)}</td>
                <td>{number.format(week.visits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 className="admin-visits__heading">{t('visits.topPages')}</h2>
      {topPages.length === 0 ? (
        <p className="admin-table__empty">{t('visits.none')}</p>
      ) : (
        <div className="admin-table__scroll">
          {/* Drawn as cards on a phone, like the dashboard's other tables: explicit roles keep its meaning. */}
          <table className="admin-table__table" role="table">
            <caption className="visually-hidden">{t('visits.topPages')}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {t('visits.columns.page')}
                </th>
                <th scope="col" role="columnheader">
                  {t('visits.columns.visits')}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {topPages.map((page) => (
                <tr key={page.path} role="row">
                  <th scope="row" role="rowheader">
                    <code>{page.path}</code>
                  </th>
                  <td role="cell">
                    <span className="admin-table__label" aria-hidden="true">
                      {t('visits.columns.visits')}
                    </span>
                    <span className="admin-table__value">{number.format(page.visits)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

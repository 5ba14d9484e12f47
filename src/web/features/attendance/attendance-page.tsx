import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAttendanceOverview } from './api/get-attendance-overview.ts';
import { formatDay, nameIn } from './attendance-format.ts';

/**
 * /attendance: the activities the member leads (the board: every activity), each with its meeting
 * days up to today, today's first; a day opens its list.
 */
export default function AttendancePage() {
  const { t, i18n, ready } = useTranslation('attendance');
  const overview = useAttendanceOverview();
  const data = overview.data;

  let body;
  if (!ready || overview.isPending) body = <Loading />;
  else if (overview.error instanceof ApiError && overview.error.status === 403) {
    body = (
      <p className="notice notice--error" role="alert" data-testid="attendance-refused">
        {t('notALeader')}
      </p>
    );
  } else if (!data) body = <p role="alert">{t('loadFailed')}</p>;
  else if (data.activities.length === 0) body = <p>{t('noActivities')}</p>;
  else {
    body = data.activities.map((activity) => (
      <section key={activity.id} className="attendance-activity" aria-labelledby={`activity-${activity.id}`}>
        <h2 id={`activity-${activity.id}`}>{nameIn(activity.name, i18n.language)}</h2>
        <p className="attendance-activity__when">
          {t('whenWhere', { start: activity.startTime, end: activity.endTime, place: activity.place })}
        </p>
        {activity.days.length === 0 ? (
          <p>{t('noDaysYet')}</p>
        ) : (
          <ul className="attendance-days">
            {activity.days.map((day) => (
              <li key={day.day}>
                <Link className="attendance-day" to={`/attendance/${activity.id}/${day.day}`}>
                  <span className="attendance-day__date">
                    {day.day === data.today
                      ? t('today', { day: formatDay(day.day, i18n.language) })
                      : formatDay(day.day, i18n.language)}
                  </span>
                  <span className="attendance-day__state">
                    {day.confirmed ? t('confirmedCount', { count: day.present }) : t('notConfirmed')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    ));
  }

  return (
    <section className="page attendance-page">
      <PageTitle pageKey="attendance" />
      {body}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLanguage } from '../../../shared/languages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useActivityList } from './api/get-activity-list.ts';
import { activityAudience, activityNameIn, activityWhen } from '../../lib/activity-text.ts';

/** /activities: the weekly activities anyone may read about, by weekday and time. */
export default function ActivitiesPage() {
  const { t, i18n, ready } = useTranslation('activities');
  const list = useActivityList();
  const language = toLanguage(i18n.language);
  return (
    <section className="page activities-page">
      <PageTitle pageKey="activities" />
      {!ready || list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <p className="notice notice--error" role="alert">
          {t('loadFailed')}
        </p>
      ) : list.data.activities.length === 0 ? (
        <p className="activities-empty">{t('empty')}</p>
      ) : (
        <>
          <p className="activities-intro">{t('intro')}</p>
          <ul className="activity-list">
            {list.data.activities.map((activity) => (
              <li key={activity.id} className="activity-card">
                <h2 className="activity-card__name">
                  <Link to={`/activities/${activity.id}`}>{activityNameIn(activity, language)}</Link>
                </h2>
                <p className="activity-card__when">{activityWhen(t, activity)}</p>
                <p className="activity-card__place">{activity.place}</p>
                <p className="activity-card__audience">{activityAudience(t, activity)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

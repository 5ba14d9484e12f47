import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TActivityPublic } from '../../../shared/activities.schema.ts';
import { meetingDays } from '../../../shared/activity-schedule.ts';
import { formatEventDate } from '../../../shared/events.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useAssociation } from '../../lib/association.tsx';
import { useFocusAfterNavigation } from '../../lib/navigation-focus.ts';
import { useActivity } from './api/get-activity.ts';
import {
  activityAudience,
  activityDescriptionIn,
  activityNameIn,
  activityTerm,
  activityWhen,
} from '../../lib/activity-text.ts';

function Activity({ activity }: { activity: TActivityPublic }) {
  const { t, i18n } = useTranslation('activities');
  const language = toLanguage(i18n.language);
  const name = activityNameIn(activity, language);
  const siteName = useAssociation().name[language];
  const heading = useFocusAfterNavigation<HTMLHeadingElement>();
  const description = activityDescriptionIn(activity, language);
  const days = meetingDays(activity);
  useEffect(() => {
    document.title = `${name} | ${siteName}`;
  }, [name, siteName]);
  return (
    <article className="activity">
      <h1 ref={heading} className="page-title" tabIndex={-1}>
        {name}
      </h1>
      {description && <p className="activity__description">{description}</p>}
      <dl className="activity__facts">
        <dt>{t('detail.when')}</dt>
        <dd>{activityWhen(t, activity)}</dd>
        <dt>{t('detail.term')}</dt>
        <dd>{activityTerm(activity)}</dd>
        <dt>{t('detail.place')}</dt>
        <dd>{activity.place}</dd>
        <dt>{t('detail.audience')}</dt>
        <dd>{activityAudience(t, activity)}</dd>
      </dl>
      <h2>{t('detail.meetingDays', { count: days.length })}</h2>
      <ul className="activity__days">
        {days.map((day) => (
          <li key={day}>{formatEventDate(day)}</li>
        ))}
      </ul>
      {activity.daysOff.length > 0 && (
        <>
          <h2>{t('detail.daysOff')}</h2>
          <ul className="activity__days activity__days--off">
            {activity.daysOff.map((day) => (
              <li key={day}>{formatEventDate(day)}</li>
            ))}
          </ul>
        </>
      )}
      <p className="activity__links">
        <Link to="/mypage">{t('detail.enrolFromMyPage')}</Link> <Link to="/activities">{t('detail.backToList')}</Link>
      </p>
    </article>
  );
}

/** /activities/{id}: one published activity; a made-up or unpublished one is "not found", as events are. */
export default function ActivityDetailPage() {
  const { t, ready } = useTranslation('activities');
  const id = useParams().id ?? '';
  const activity = useActivity(id);
  if (ready && activity.data) {
    return (
      <section className="page activities-page">
        <Activity activity={activity.data} />
      </section>
    );
  }
  return (
    <section className="page activities-page">
      <PageTitle pageKey="activityDetail" />
      {!ready || activity.isPending ? (
        <Loading />
      ) : (
        <p className="notice" role="status">
          {t('detail.notFound')} <Link to="/activities">{t('detail.backToList')}</Link>
        </p>
      )}
    </section>
  );
}

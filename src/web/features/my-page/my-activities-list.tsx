import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toLanguage } from '../../../shared/languages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { activityAudience, activityNameIn, activityWhen } from '../../lib/activity-text.ts';
import { useChangeEnrolment } from './api/change-enrolment.ts';
import { useFamilyActivities } from './api/get-family-activities.ts';

/**
 * The weekly activities a family may join: for each, the family's members who may join (by the
 * activity's audience and age band) with a button to enrol them or take them off.
 */
export function MyActivitiesList() {
  const { t, i18n } = useTranslation('activities');
  const language = toLanguage(i18n.language);
  const activities = useFamilyActivities();
  const change = useChangeEnrolment();
  const [failed, setFailed] = useState(false);
  const list = activities.data?.activities;

  async function toggle(activityId: number, userId: number, enrol: boolean) {
    setFailed(false);
    try {
      await change.mutateAsync({ activityId, userId, enrol });
    } catch {
      setFailed(true);
    }
  }

  return (
    <>
      {failed && (
        <p className="notice notice--error" role="alert">
          {t('family.failed')}
        </p>
      )}
      {activities.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : !list ? (
        <Loading />
      ) : list.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="activity-list">
          {list.map((activity) => {
            const name = activityNameIn(activity, language);
            return (
              <li key={activity.id} className="activity-card">
                <h3 className="activity-card__name">
                  <Link to={`/activities/${activity.id}`}>{name}</Link>
                </h3>
                <p className="activity-card__when">{activityWhen(t, activity)}</p>
                <p className="activity-card__audience">{activityAudience(t, activity)}</p>
                {activity.members.length === 0 ? (
                  <p>{t('family.noneMayJoin')}</p>
                ) : (
                  <ul className="activity-family__members">
                    {activity.members.map((member) => (
                      <li key={member.userId}>
                        <span>
                          {member.enrolled
                            ? t('family.enrolled', { name: member.firstName })
                            : t('family.notEnrolled', { name: member.firstName })}
                        </span>
                        <Button
                          variant="secondary"
                          disabled={change.isPending}
                          onClick={() => void toggle(activity.id, member.userId, !member.enrolled)}
                        >
                          {member.enrolled
                            ? t('family.leave', { name: member.firstName, activity: name })
                            : t('family.enrol', { name: member.firstName, activity: name })}
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

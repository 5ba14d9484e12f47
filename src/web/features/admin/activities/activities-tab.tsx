import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TActivityAdmin } from '../../../../shared/activities.schema.ts';
import { toLanguage } from '../../../../shared/languages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { activityAudience, activityNameIn, activityWhen } from '../../../lib/activity-text.ts';
import { OutcomeNotice, useOutcome } from '../action-outcome.tsx';
import { ConfirmPopup } from '../confirm-popup.tsx';
import { useConfirmDelete } from '../use-confirm-delete.ts';
import { useChangeBoardEnrolment } from './api/change-board-enrolment.ts';
import { useDeleteActivity } from './api/delete-activity.ts';
import { useAdminActivities } from './api/get-admin-activities.ts';
import { ActivityForm } from './activity-form.tsx';
import { PersonPicker, personName } from './person-picker.tsx';

type TEditing = { activity: TActivityAdmin | null } | null;

/** Who is enrolled in an activity, with the board's enrol and remove (any approved member). */
function Enrolled({ activity, name }: { activity: TActivityAdmin; name: string }) {
  const { t } = useTranslation('activities');
  const change = useChangeBoardEnrolment();
  const { outcome, failed } = useOutcome();
  const run = (userId: number, enrol: boolean) =>
    change.mutateAsync({ activityId: activity.id, userId, enrol }).catch(failed);
  return (
    <div className="activity-admin__enrolled">
      <h4>{t('admin.enrolled', { count: activity.enrolled.length })}</h4>
      <OutcomeNotice outcome={outcome} />
      <ul className="activity-family__members">
        {activity.enrolled.map((person) => (
          <li key={person.userId}>
            <span>
              {personName(person)}
              {person.age !== null && `, ${t('admin.age', { count: person.age })}`}
            </span>
            <Button variant="secondary" onClick={() => void run(person.userId, false)}>
              {t('admin.unenrol', { name: personName(person), activity: name })}
            </Button>
          </li>
        ))}
      </ul>
      <PersonPicker
        label={t('admin.findMember', { activity: name })}
        pickLabel={(person) => t('admin.enrol', { name: person, activity: name })}
        exclude={activity.enrolled.map((person) => person.userId)}
        onPick={(person) => void run(person.userId, true)}
      />
    </div>
  );
}

/** The board's "Activities" tab: the weekly activities, their editor, and who is enrolled. */
export function ActivitiesTab() {
  const { t, i18n } = useTranslation('activities');
  const language = toLanguage(i18n.language);
  const activities = useAdminActivities();
  const remove = useDeleteActivity();
  const { outcome, done, failed, refused } = useOutcome();
  const [editing, setEditing] = useState<TEditing>(null);
  const deleting = useConfirmDelete(async (activity: TActivityAdmin) => {
    await remove.mutateAsync(activity.id);
    done(t('admin.done.deleted'));
  }, failed);

  if (activities.isPending) return <Loading />;
  if (activities.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('loadFailed')}
      </p>
    );
  }
  return (
    <div className="activity-admin">
      <p className="admin-page__intro">{t('admin.intro')}</p>
      <OutcomeNotice outcome={outcome} />
      {editing ? (
        <ActivityForm
          key={editing.activity?.id ?? 'new'}
          activity={editing.activity}
          refused={refused}
          onDone={(text) => {
            setEditing(null);
            done(text);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing({ activity: null })}>{t('admin.new')}</Button>
      )}
      <h2>{t('admin.listHeading')}</h2>
      {activities.data.activities.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="activity-list">
          {activities.data.activities.map((activity) => {
            const name = activityNameIn(activity, language);
            return (
              <li key={activity.id} className="activity-card">
                <h3 className="activity-card__name">{name}</h3>
                <p>{activityWhen(t, activity)}</p>
                <p>{activityAudience(t, activity)}</p>
                <p>{t(activity.published ? 'admin.published' : 'admin.hidden')}</p>
                <p>
                  {t('admin.leaders', {
                    names: activity.leaders.map(personName).join(', ') || t('admin.noLeaders'),
                  })}
                </p>
                <div className="activity-form__actions">
                  <Button variant="secondary" onClick={() => setEditing({ activity })}>
                    {t('admin.edit', { name })}
                  </Button>
                  <Button variant="danger" onClick={() => deleting.ask(activity)}>
                    {t('admin.delete', { name })}
                  </Button>
                </div>
                <Enrolled activity={activity} name={name} />
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmPopup
        {...deleting.popup}
        title={t('admin.deleteTitle')}
        text={t('admin.deleteText', { name: deleting.asking ? activityNameIn(deleting.asking, language) : '' })}
        yes={t('admin.deleteYes')}
        no={t('admin.form.cancel')}
      />
    </div>
  );
}

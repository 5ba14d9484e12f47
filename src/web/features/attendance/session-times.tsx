import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZSessionTimes } from '../../../shared/attendance.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { useSaveSessionTimes } from './api/save-session-times.ts';

/** The session's real times, when it ran shorter or longer than the activity's usual ones. */
export function SessionTimes({
  activityId,
  day,
  startTime,
  endTime,
}: {
  activityId: string;
  day: string;
  startTime: string;
  endTime: string;
}) {
  const { t } = useTranslation('attendance');
  const save = useSaveSessionTimes(activityId, day);
  const [start, setStart] = useState(startTime);
  const [end, setEnd] = useState(endTime);
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSessionTimes.safeParse({ startTime: start, endTime: end });
    setInvalid(!parsed.success);
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <form className="attendance-times" onSubmit={submit} noValidate aria-labelledby="attendance-times-heading">
      <h2 id="attendance-times-heading">{t('times.heading')}</h2>
      <div className="attendance-times__fields">
        <label>
          {t('times.start')}
          <input type="time" value={start} onChange={(event) => setStart(event.target.value)} required />
        </label>
        <label>
          {t('times.end')}
          <input
            type="time"
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            required
            aria-invalid={invalid}
            aria-describedby={invalid ? 'attendance-times-error' : undefined}
          />
        </label>
      </div>
      {invalid && (
        <p id="attendance-times-error" className="field-error" role="alert">
          {t('times.order')}
        </p>
      )}
      {save.isError && (
        <p className="notice notice--error" role="alert">
          {t('saveFailed')}
        </p>
      )}
      {save.isSuccess && !invalid && (
        <p className="notice notice--success" role="status">
          {t('times.saved')}
        </p>
      )}
      <Button type="submit" variant="secondary" busy={save.isPending}>
        {t('times.save')}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_LIMITS, type TActivityAdmin, type TActivityPerson } from '../../../../shared/activities.schema.ts';
import { ACTIVITY_AUDIENCES, WEEKDAYS } from '../../../../shared/activity-values.ts';
import { formatEventDate } from '../../../../shared/events.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { NativeDateField } from '../news/news-fields.tsx';
import { useSaveActivity } from './api/save-activity.ts';
import { PersonPicker, personName } from './person-picker.tsx';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const ACTIVITY_FIELDS_SCHEMA = lazySchema(
  () => import('../../../../shared/activities.schema.ts'),
  (schemas) => schemas.ZActivityFields,
);

type TForm = {
  nameTa: string;
  nameEn: string;
  nameSv: string;
  descriptionTa: string;
  descriptionEn: string;
  descriptionSv: string;
  place: string;
  audience: string;
  minAge: string;
  maxAge: string;
  weekday: string;
  startTime: string;
  endTime: string;
  startsOn: string;
  endsOn: string;
  daysOff: string[];
  leaders: TActivityPerson[];
  published: boolean;
};

function formOf(activity: TActivityAdmin | null): TForm {
  const age = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    nameTa: activity?.nameTa ?? '',
    nameEn: activity?.nameEn ?? '',
    nameSv: activity?.nameSv ?? '',
    descriptionTa: activity?.descriptionTa ?? '',
    descriptionEn: activity?.descriptionEn ?? '',
    descriptionSv: activity?.descriptionSv ?? '',
    place: activity?.place ?? '',
    audience: activity?.audience ?? 'kids',
    minAge: age(activity?.minAge),
    maxAge: age(activity?.maxAge),
    weekday: String(activity?.weekday ?? 6),
    startTime: activity?.startTime ?? '10:00',
    endTime: activity?.endTime ?? '12:00',
    startsOn: activity?.startsOn ?? '',
    endsOn: activity?.endsOn ?? '',
    daysOff: activity?.daysOff ?? [],
    leaders: activity?.leaders ?? [],
    published: activity?.published ?? true,
  };
}

/** What the shared schema checks: numbers where the fields hold text; an empty age is no bound. */
function prepare(values: TForm) {
  const { leaders, minAge, maxAge, weekday, ...rest } = values;
  const number = (text: string) => (/^\d{1,3}$/.test(text) ? Number(text) : text === '' ? null : text);
  const kids = values.audience === 'kids';
  return {
    ...rest,
    minAge: kids ? number(minAge) : null,
    maxAge: kids ? number(maxAge) : null,
    weekday: Number(weekday),
    leaderIds: leaders.map((leader) => leader.userId),
  };
}

/** The board's editor of one activity (a new one when `activity` is null). */
export function ActivityForm({
  activity,
  onDone,
  refused,
  onCancel,
}: {
  activity: TActivityAdmin | null;
  onDone: (text: string) => void;
  refused: (error: unknown) => boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('activities');
  const save = useSaveActivity();
  const [dayOff, setDayOff] = useState('');
  const form = useForm({
    schema: ACTIVITY_FIELDS_SCHEMA,
    initial: () => formOf(activity),
    prepare,
    refused,
    send: async (_values, data) => {
      await save.mutateAsync({ id: activity?.id ?? null, values: data });
      onDone(t(activity ? 'admin.done.saved' : 'admin.done.created'));
    },
  });
  const { values } = form;
  const text = (name: 'nameTa' | 'nameEn' | 'nameSv' | 'place', max: number) => (
    <TextInput
      label={t(`admin.form.${name}`)}
      value={values[name]}
      onChange={form.change(name)}
      maxLength={max}
      mandatory
      error={form.errorText(name)}
    />
  );
  const description = (name: 'descriptionTa' | 'descriptionEn' | 'descriptionSv') => (
    <Textarea
      label={t(`admin.form.${name}`)}
      value={values[name]}
      onChange={form.change(name)}
      rows={3}
      error={form.errorText(name)}
    />
  );
  const addDayOff = () => {
    if (dayOff && !values.daysOff.includes(dayOff)) form.patch({ daysOff: [...values.daysOff, dayOff].sort() });
    setDayOff('');
  };
  return (
    <form className="activity-form" noValidate onSubmit={(event) => void form.submit(event)}>
      <h2>{t(activity ? 'admin.form.editHeading' : 'admin.form.newHeading')}</h2>
      {text('nameTa', ACTIVITY_LIMITS.name)}
      {text('nameEn', ACTIVITY_LIMITS.name)}
      {text('nameSv', ACTIVITY_LIMITS.name)}
      {description('descriptionTa')}
      {description('descriptionEn')}
      {description('descriptionSv')}
      {text('place', ACTIVITY_LIMITS.place)}
      <Dropdown
        label={t('admin.form.audience')}
        options={ACTIVITY_AUDIENCES.map((audience) => ({ value: audience, label: t(`audience.${audience}`) }))}
        value={values.audience}
        onChange={form.change('audience')}
        alwaysChosen
        error={form.errorText('audience')}
      />
      {values.audience === 'kids' && (
        <div className="activity-form__row">
          <TextInput
            label={t('admin.form.minAge')}
            value={values.minAge}
            onChange={form.change('minAge')}
            inputMode="numeric"
            maxLength={3}
            error={form.errorText('minAge')}
          />
          <TextInput
            label={t('admin.form.maxAge')}
            value={values.maxAge}
            onChange={form.change('maxAge')}
            inputMode="numeric"
            maxLength={3}
            error={form.errorText('maxAge')}
          />
        </div>
      )}
      <Dropdown
        label={t('admin.form.weekday')}
        options={WEEKDAYS.map((day) => ({ value: String(day), label: t(`weekdays.${day}`) }))}
        value={values.weekday}
        onChange={form.change('weekday')}
        alwaysChosen
        error={form.errorText('weekday')}
      />
      <div className="activity-form__row">
        <TextInput
          label={t('admin.form.startTime')}
          value={values.startTime}
          onChange={form.change('startTime')}
          placeholder="10:00"
          maxLength={5}
          mandatory
          error={form.errorText('startTime')}
        />
        <TextInput
          label={t('admin.form.endTime')}
          value={values.endTime}
          onChange={form.change('endTime')}
          placeholder="12:00"
          maxLength={5}
          mandatory
          error={form.errorText('endTime')}
        />
      </div>
      <div className="activity-form__row">
        <NativeDateField
          label={t('admin.form.startsOn')}
          type="date"
          value={values.startsOn}
          onChange={form.change('startsOn')}
          error={form.errorText('startsOn')}
        />
        <NativeDateField
          label={t('admin.form.endsOn')}
          type="date"
          value={values.endsOn}
          onChange={form.change('endsOn')}
          error={form.errorText('endsOn')}
        />
      </div>
      <fieldset className="activity-form__group">
        <legend>{t('admin.form.daysOff')}</legend>
        <ul className="activity-family__members">
          {values.daysOff.map((day, index) => (
            <li key={day}>
              <span>{formatEventDate(day)}</span>
              {form.errorText(`daysOff.${index}`) && <span role="alert">{form.errorText(`daysOff.${index}`)}</span>}
              <Button
                variant="secondary"
                onClick={() => form.patch({ daysOff: values.daysOff.filter((other) => other !== day) })}
              >
                {t('admin.form.removeDayOff', { day: formatEventDate(day) })}
              </Button>
            </li>
          ))}
        </ul>
        <NativeDateField label={t('admin.form.dayOff')} type="date" value={dayOff} onChange={setDayOff} />
        <Button variant="secondary" onClick={addDayOff}>
          {t('admin.form.addDayOff')}
        </Button>
      </fieldset>
      <fieldset className="activity-form__group">
        <legend>{t('admin.form.leaders')}</legend>
        {form.errorText('leaderIds') && <p role="alert">{form.errorText('leaderIds')}</p>}
        <ul className="activity-family__members">
          {values.leaders.map((leader) => (
            <li key={leader.userId}>
              <span>{personName(leader)}</span>
              <Button
                variant="secondary"
                onClick={() =>
                  form.patch({ leaders: values.leaders.filter((other) => other.userId !== leader.userId) })
                }
              >
                {t('admin.form.removeLeader', { name: personName(leader) })}
              </Button>
            </li>
          ))}
        </ul>
        <PersonPicker
          label={t('admin.form.findLeader')}
          pickLabel={(name) => t('admin.form.addLeader', { name })}
          exclude={values.leaders.map((leader) => leader.userId)}
          onPick={(person) => form.patch({ leaders: [...values.leaders, person] })}
        />
      </fieldset>
      <Checkbox
        label={t('admin.form.published')}
        checked={values.published}
        onChange={(value) => form.change('published')(value === 'true')}
      />
      <div className="activity-form__actions">
        <Button type="submit" busy={form.busy}>
          {t('admin.form.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.form.cancel')}
        </Button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TSignupSettings } from '../../../../shared/bookings.ts';
import type { TEventEditorForm } from '../../../../shared/event-form.schema.ts';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_NAME_MAX,
  EVENT_PLACE_MAX,
  eventImageUrl,
  formatEventDate,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  type TEventSummary,
} from '../../../../shared/events.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DatePicker } from '../../../components/ui/date-picker.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorCode, fieldErrors } from '../../../lib/field-errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCloseSignup } from '../api/close-signup.ts';
import { useSaveEvent } from '../api/save-event.ts';
import { useSaveSignupSettings } from '../api/save-signup-settings.ts';
import { isoDayToTimestamp, timestampToIsoDay } from '../event-dates.ts';
import { PictureField } from './picture-field.tsx';
import { SignupFieldset, signupToCheck, signupValues, type TSignupValues } from './signup-fieldset.tsx';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const EVENT_EDITOR_FORM_SCHEMA = lazySchema(
  () => import('../../../../shared/event-form.schema.ts'),
  (schemas) => schemas.ZEventEditorForm,
);

/** Events write their dates DD/MM/YYYY, in the editor as everywhere else they are shown. */
const eventDateFormat = (timestamp: number) => formatEventDate(timestampToIsoDay(timestamp));

const PICTURE_ERRORS = new Set(['image_too_large', 'unsupported_image', 'image_too_many_pixels', 'invalid_image']);

type TEditorValues = {
  name: string;
  nameTamil: string;
  startDate: number | null;
  endDate: number | null;
  startTime: string;
  endTime: string;
  place: string;
  description: string;
  descriptionTamil: string;
  published: boolean;
  notifyMembers: boolean;
  picture: File | null;
} & TSignupValues;

function initialValues(event: TEventSummary | undefined, settings: TSignupSettings | null): TEditorValues {
  return {
    name: event?.name ?? '',
    nameTamil: event?.nameTamil ?? '',
    startDate: isoDayToTimestamp(event?.startDate ?? null),
    endDate: isoDayToTimestamp(event?.endDate ?? null),
    startTime: event?.startTime ?? '',
    endTime: event?.endTime ?? '',
    place: event?.place ?? '',
    description: event?.description ?? '',
    descriptionTamil: event?.descriptionTamil ?? '',
    published: event?.published ?? false,
    notifyMembers: false,
    picture: null,
    ...signupValues(settings, event?.startDate ?? null),
  };
}

/** A picked day, '' for none, and what was typed but is no day as such (the schema says dateInvalid). */
const dayToCheck = (timestamp: number | null) => (Number.isNaN(timestamp) ? 'invalid' : timestampToIsoDay(timestamp));

/** A sign-up with no closing day picked closes on the event's first day, as a new one does. */
function withClosingDay<T extends { closesOn: number | null; startDate: number | null }>(values: T): T {
  return values.closesOn === null ? { ...values, closesOn: values.startDate } : values;
}

/** The error texts: the shared rules' first, then the editor's and the sign-up's own refusals. */
const errorKey = (key: string) => [
  `validation:${key}`,
  `events:form.pictureErrors.${key}`,
  `events:form.${key}`,
  `bookings:serverErrors.${key}`,
  'validation:valueInvalid',
];

type TEventFormProps = {
  event?: TEventSummary;
  /** The event's sign-up settings as stored (null: none). */
  settings: TSignupSettings | null;
  /** The editor was just moved here by the first save of this new event: it says it is saved. */
  justSaved?: boolean;
};

/**
 * Create or change an event and its sign-up settings with one Save: the event first (a new one
 * learns its id), then its sign-up. The board stays in the editor, on the saved event.
 */
export function EventForm({ event, settings, justSaved = false }: TEventFormProps) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const [savedId, setSavedId] = useState<number | null>(event?.eventId ?? null);
  const [hadSignup, setHadSignup] = useState(settings !== null);
  const [saved, setSaved] = useState(justSaved);
  const [failed, setFailed] = useState(false);
  const saveEvent = useSaveEvent(savedId ?? undefined);
  const saveSignup = useSaveSignupSettings();
  const closeSignup = useCloseSignup();

  const form = useForm<TEditorValues, TEventEditorForm>({
    schema: EVENT_EDITOR_FORM_SCHEMA,
    initial: () => initialValues(event, settings),
    errorKey,
    prepare: (values) => ({
      ...values,
      startDate: dayToCheck(values.startDate),
      endDate: dayToCheck(values.endDate),
      signup: signupToCheck(withClosingDay(values)),
      // A picked file goes as its own part, checked in send; the schema's picture is JSON's data URL.
      picture: undefined,
    }),
    send: async (values, { signup, ...fields }) => {
      setSaved(false);
      setFailed(false);
      const { picture } = values;
      if (picture && !(IMAGE_TYPES as readonly string[]).includes(picture.type)) {
        form.setErrors({ picture: 'pictureType' });
        return;
      }
      if (picture && picture.size > IMAGE_MAX_BYTES) {
        form.setErrors({ picture: 'pictureTooLarge' });
        return;
      }
      const { eventId } = await saveEvent.mutateAsync({ fields, picture });
      // A new event is saved once: a second press (say after the sign-up was refused) changes it.
      setSavedId(eventId);
      try {
        if (signup) await saveSignup.mutateAsync({ eventId, settings: signup });
        else if (hadSignup) await closeSignup.mutateAsync(eventId);
      } catch (error) {
        // The event is saved; the sign-up's refusal shows beside its fields.
        const refused = fieldErrors(error);
        if (!refused || Object.keys(refused).length === 0) throw error;
        form.setErrors(Object.fromEntries(Object.entries(refused).map(([path, key]) => [`signup.${path}`, key])));
        return;
      }
      setHadSignup(signup !== null);
      if (!event) {
        // The board stays in the editor, at the saved event's address: the page there reads it back.
        void navigate(`/editevent/${eventId}`, { replace: true, state: { saved: true } });
        return;
      }
      form.patch({ picture: null, notifyMembers: false, closesOn: withClosingDay(values).closesOn });
      setSaved(true);
    },
    refused: (error) => {
      const code = errorCode(error);
      if (code && PICTURE_ERRORS.has(code)) form.setErrors({ picture: code });
      else if (error instanceof ApiError && error.status === 413) form.setErrors({ picture: 'image_too_large' });
      else if (error instanceof ApiError && !fieldErrors(error)) setFailed(true);
      else return false;
      return true;
    },
  });
  const { values, field, errorText, change, patch, busy, submit } = form;

  return (
    <form className="event-form" onSubmit={submit} noValidate>
      <TextInput label={t('form.name')} {...field('name')} mandatory maxLength={EVENT_NAME_MAX} autoComplete="off" />
      <TextInput
        label={t('form.nameTamil')}
        {...field('nameTamil')}
        mandatory
        maxLength={EVENT_NAME_MAX}
        autoComplete="off"
      />
      <div className="event-form__dates">
        <DatePicker
          label={t('form.startDate')}
          {...field('startDate')}
          mandatory
          format={eventDateFormat}
          placeholder={t('form.datePlaceholder')}
        />
        <DatePicker
          label={t('form.endDate')}
          {...field('endDate')}
          min={values.startDate ?? undefined}
          format={eventDateFormat}
          placeholder={t('form.datePlaceholder')}
        />
      </div>
      <div className="event-form__dates">
        <TextInput label={t('form.startTime')} {...field('startTime')} inputMode="numeric" maxLength={5} />
        <TextInput label={t('form.endTime')} {...field('endTime')} inputMode="numeric" maxLength={5} />
      </div>
      <p className="event-form__hint">{t('form.timeHint')}</p>
      <TextInput label={t('form.place')} {...field('place')} maxLength={EVENT_PLACE_MAX} />
      <Textarea label={t('form.description')} {...field('description')} rows={5} maxLength={EVENT_DESCRIPTION_MAX} />
      <Textarea
        label={t('form.descriptionTamil')}
        {...field('descriptionTamil')}
        rows={5}
        maxLength={EVENT_DESCRIPTION_MAX}
      />
      <PictureField
        currentUrl={event?.picture ? eventImageUrl(event.picture, 'small') : null}
        file={values.picture}
        onChange={change('picture')}
        error={errorText('picture')}
      />
      <Checkbox
        label={t('form.published')}
        checked={values.published}
        onChange={(value) => patch({ published: value === 'true' })}
      />
      <Checkbox
        label={t('form.notifyMembers')}
        checked={values.published && values.notifyMembers}
        disabled={!values.published}
        onChange={(value) => patch({ notifyMembers: value === 'true' })}
      />
      <p className="event-form__hint">{t('form.notifyHint')}</p>
      <SignupFieldset
        values={values}
        change={(next) => patch(next.signupEnabled ? withClosingDay({ ...values, ...next }) : next)}
        errorOf={(name) => errorText(`signup.${name}`)}
        bookingsOf={hadSignup ? savedId : null}
      />
      {failed && (
        <p className="notice notice--error" role="alert">
          {t('form.failed')}
        </p>
      )}
      {saved && (
        <p className="notice" role="status">
          {t('form.saved')}
        </p>
      )}
      <div className="event-form__buttons">
        <Button type="submit" busy={busy}>
          {t('form.save')}
        </Button>
        <Link className="event-action" to="/events">
          {t('form.backToList')}
        </Link>
      </div>
    </form>
  );
}

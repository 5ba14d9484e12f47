import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
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
import { ApiError } from '../../../lib/api-client.ts';
import { isoDayToTimestamp, timestampToIsoDay } from '../event-dates.ts';
import { PictureField } from './picture-field.tsx';
import { useSaveEvent } from '../api/save-event.ts';

/** Events write their dates DD/MM/YYYY, in the editor as everywhere else they are shown. */
const eventDateFormat = (timestamp: number) => formatEventDate(timestampToIsoDay(timestamp));

type TField = 'name' | 'nameTamil' | 'startDate' | 'endDate' | 'picture';
type TErrors = Partial<Record<TField | 'form', string>>;

type TFormState = {
  name: string;
  nameTamil: string;
  startDate: number | null;
  endDate: number | null;
  published: boolean;
  notifyMembers: boolean;
  picture: File | null;
};

const FIELDS: readonly TField[] = ['name', 'nameTamil', 'startDate', 'endDate', 'picture'];
const PICTURE_ERRORS = new Set(['image_too_large', 'unsupported_image', 'image_too_many_pixels', 'invalid_image']);

function initialState(event: TEventSummary | undefined): TFormState {
  return {
    name: event?.name ?? '',
    nameTamil: event?.nameTamil ?? '',
    startDate: isoDayToTimestamp(event?.startDate ?? null),
    endDate: isoDayToTimestamp(event?.endDate ?? null),
    published: event?.published ?? false,
    notifyMembers: false,
    picture: null,
  };
}

/** Create or change an event; Save goes back to /events. */
export function EventForm({ event }: { event?: TEventSummary }) {
  const { t } = useTranslation('events');
  const { t: tv } = useTranslation('validation');
  const navigate = useNavigate();
  const [state, setState] = useState<TFormState>(() => initialState(event));
  const [errors, setErrors] = useState<TErrors>({});
  const save = useSaveEvent(event?.eventId);

  const messageFor = (key: string) => {
    if (key === 'mandatory' || key === 'valueInvalid') return tv(key);
    if (key === 'endBeforeStart' || key === 'tooLong') return t(`form.${key}`);
    return tv('valueInvalid');
  };

  function change<TKey extends keyof TFormState>(key: TKey, value: TFormState[TKey]) {
    setState((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function validate(): TErrors {
    const found: TErrors = {};
    if (state.name.trim() === '') found.name = tv('mandatory');
    if (state.nameTamil.trim() === '') found.nameTamil = tv('mandatory');
    if (state.startDate === null) found.startDate = tv('mandatory');
    // NaN: what was typed is no day of the calendar.
    if (Number.isNaN(state.startDate)) found.startDate = t('form.dateInvalid');
    if (Number.isNaN(state.endDate)) found.endDate = t('form.dateInvalid');
    else if (state.startDate !== null && state.endDate !== null && state.endDate < state.startDate) {
      found.endDate = t('form.endBeforeStart');
    }
    if (state.picture) {
      if (!(IMAGE_TYPES as readonly string[]).includes(state.picture.type)) found.picture = t('form.pictureType');
      else if (state.picture.size > IMAGE_MAX_BYTES) found.picture = t('form.pictureTooLarge');
    }
    return found;
  }

  function errorsOfAnswer(error: unknown): TErrors {
    if (!(error instanceof ApiError)) return { form: t('form.failed') };
    const data = (error.data ?? {}) as { error?: string; fields?: Record<string, string> };
    if (data.error && PICTURE_ERRORS.has(data.error)) return { picture: t(`form.pictureErrors.${data.error}`) };
    if (error.status === 413) return { picture: t('form.pictureErrors.image_too_large') };
    const fields = Object.entries(data.fields ?? {}).filter((entry): entry is [TField, string] =>
      (FIELDS as readonly string[]).includes(entry[0]),
    );
    if (fields.length === 0) return { form: t('form.failed') };
    return Object.fromEntries(fields.map(([field, key]) => [field, messageFor(key)]));
  }

  function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (save.isPending) return;
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(
      {
        name: state.name.trim(),
        nameTamil: state.nameTamil.trim(),
        startDate: timestampToIsoDay(state.startDate),
        endDate: timestampToIsoDay(state.endDate),
        published: state.published,
        notifyMembers: state.notifyMembers,
        picture: state.picture,
      },
      {
        onSuccess: () => navigate('/events'),
        onError: (error) => setErrors(errorsOfAnswer(error)),
      },
    );
  }

  return (
    <form className="event-form" onSubmit={submit} noValidate>
      {errors.form && (
        <p className="notice notice--error" role="alert">
          {errors.form}
        </p>
      )}
      <TextInput
        label={t('form.name')}
        value={state.name}
        onChange={(value) => change('name', value)}
        mandatory
        error={errors.name}
        maxLength={200}
        autoComplete="off"
      />
      <TextInput
        label={t('form.nameTamil')}
        value={state.nameTamil}
        onChange={(value) => change('nameTamil', value)}
        mandatory
        error={errors.nameTamil}
        maxLength={200}
        autoComplete="off"
      />
      <div className="event-form__dates">
        <DatePicker
          label={t('form.startDate')}
          value={state.startDate}
          onChange={(value) => change('startDate', value)}
          mandatory
          error={errors.startDate}
          format={eventDateFormat}
          placeholder={t('form.datePlaceholder')}
        />
        <DatePicker
          label={t('form.endDate')}
          value={state.endDate}
          onChange={(value) => change('endDate', value)}
          min={state.startDate ?? undefined}
          error={errors.endDate}
          format={eventDateFormat}
          placeholder={t('form.datePlaceholder')}
        />
      </div>
      <PictureField
        currentUrl={event?.picture ? eventImageUrl(event.picture, 'small') : null}
        file={state.picture}
        onChange={(file) => change('picture', file)}
        error={errors.picture}
      />
      <Checkbox
        label={t('form.published')}
        checked={state.published}
        onChange={(value) => change('published', value === 'true')}
      />
      <Checkbox
        label={t('form.notifyMembers')}
        checked={state.published && state.notifyMembers}
        disabled={!state.published}
        onChange={(value) => change('notifyMembers', value === 'true')}
      />
      <p className="event-form__hint">{t('form.notifyHint')}</p>
      <div className="event-form__buttons">
        <Button type="submit" busy={save.isPending}>
          {t('form.save')}
        </Button>
        <Link className="event-action" to="/events">
          {t('form.cancel')}
        </Link>
      </div>
    </form>
  );
}

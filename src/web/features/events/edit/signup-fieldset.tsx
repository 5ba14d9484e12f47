import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VISITOR_MAX_PLACES_DEFAULT, ZSignupSettings, type TSignupSettings } from '../../../../shared/bookings.ts';
import { formatEventDate, type TEventSummary } from '../../../../shared/events.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DatePicker } from '../../../components/ui/date-picker.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useCloseSignup } from '../api/close-signup.ts';
import { useSignupSettings } from '../api/get-signup-settings.ts';
import { useSaveSignupSettings } from '../api/save-signup-settings.ts';
import { isoDayToTimestamp, timestampToIsoDay } from '../event-dates.ts';
import {
  errorText,
  issuesToErrorKeys,
  refusalText,
  serverErrorKeys,
  type TFieldErrorKeys,
} from '../signup/field-errors.ts';

const PRICE_FIELDS = ['memberAdult', 'memberChild', 'nonMemberAdult', 'nonMemberChild'] as const;
type TPriceField = (typeof PRICE_FIELDS)[number];

type TSettingsState = {
  places: string;
  closesOn: number | null;
  openToNonMembers: boolean;
  visitorMaxPlaces: string;
} & Record<TPriceField, string>;

/** The form's text of stored settings; a new sign-up closes on the event's first day. */
function initialState(settings: TSignupSettings | null, event: TEventSummary): TSettingsState {
  return {
    places: settings?.places === null || settings === null ? '' : String(settings.places),
    closesOn: isoDayToTimestamp(settings?.signupClosesOn ?? event.startDate),
    openToNonMembers: settings?.openToNonMembers ?? false,
    visitorMaxPlaces: String(settings?.visitorMaxPlaces ?? VISITOR_MAX_PLACES_DEFAULT),
    memberAdult: String(settings?.memberAdult ?? 0),
    memberChild: String(settings?.memberChild ?? 0),
    nonMemberAdult: String(settings?.nonMemberAdult ?? 0),
    nonMemberChild: String(settings?.nonMemberChild ?? 0),
  };
}

function SettingsForm({ event, settings }: { event: TEventSummary; settings: TSignupSettings | null }) {
  const { t, i18n } = useTranslation('bookings');
  const [enabled, setEnabled] = useState(settings !== null);
  const [state, setState] = useState<TSettingsState>(() => initialState(settings, event));
  const [errors, setErrors] = useState<TFieldErrorKeys>({});
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveSignupSettings(event.eventId);
  const close = useCloseSignup(event.eventId);

  const change = (next: Partial<TSettingsState>) => {
    setState((current) => ({ ...current, ...next }));
    setNotice(null);
  };
  const fieldError = (name: string) => (errors[name] ? errorText(i18n, errors[name]) : undefined);

  function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (save.isPending || close.isPending) return;
    setNotice(null);
    if (!enabled) {
      if (settings === null) return;
      close.mutate(undefined, {
        onSuccess: () => setNotice(t('settings.closed')),
        onError: (error) => setErrors({ form: refusalText(t, error) }),
      });
      return;
    }
    // A typed closing day that is no day of the calendar (NaN) is refused by the schema as a date.
    const closesOn = Number.isNaN(state.closesOn) ? 'invalid' : timestampToIsoDay(state.closesOn);
    const parsed = ZSignupSettings.safeParse({ ...state, signupClosesOn: closesOn });
    if (!parsed.success) {
      setErrors(issuesToErrorKeys(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => setNotice(t('settings.saved')),
      onError: (error) => {
        const fields = serverErrorKeys(error);
        setErrors(Object.keys(fields).length > 0 ? fields : { form: t('settings.failed') });
      },
    });
  }

  return (
    <form className="event-form signup-settings" onSubmit={submit} noValidate>
      <fieldset className="signup-settings__fieldset">
        <legend>{t('settings.legend')}</legend>
        <Checkbox label={t('settings.enabled')} checked={enabled} onChange={(value) => setEnabled(value === 'true')} />
        {enabled && (
          <>
            <TextInput
              label={t('settings.places')}
              value={state.places}
              onChange={(places) => change({ places })}
              inputMode="numeric"
              maxLength={6}
              error={fieldError('places')}
            />
            <p className="event-form__hint">{t('settings.placesHint')}</p>
            <DatePicker
              label={t('settings.closesOn')}
              value={state.closesOn}
              onChange={(closesOn) => change({ closesOn })}
              mandatory
              error={fieldError('signupClosesOn')}
              format={(timestamp) => formatEventDate(timestampToIsoDay(timestamp))}
              placeholder={t('settings.closesOn')}
            />
            <Checkbox
              label={t('settings.openToNonMembers')}
              checked={state.openToNonMembers}
              onChange={(value) => change({ openToNonMembers: value === 'true' })}
            />
            {state.openToNonMembers && (
              <>
                <TextInput
                  label={t('settings.visitorMaxPlaces')}
                  value={state.visitorMaxPlaces}
                  onChange={(visitorMaxPlaces) => change({ visitorMaxPlaces })}
                  inputMode="numeric"
                  maxLength={2}
                  error={fieldError('visitorMaxPlaces')}
                />
                <p className="event-form__hint">{t('settings.visitorMaxPlacesHint')}</p>
              </>
            )}
            <div className="event-form__dates">
              {PRICE_FIELDS.map((field) => (
                <TextInput
                  key={field}
                  label={t(`settings.${field}`)}
                  value={state[field]}
                  onChange={(value) => change({ [field]: value })}
                  inputMode="decimal"
                  maxLength={9}
                  error={fieldError(field)}
                />
              ))}
            </div>
            <p className="event-form__hint">{t('settings.priceHint')}</p>
          </>
        )}
      </fieldset>
      {errors.form && (
        <p className="notice notice--error" role="alert">
          {errors.form}
        </p>
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <div className="event-form__buttons">
        <Button type="submit" busy={save.isPending || close.isPending}>
          {enabled || settings === null ? t('settings.save') : t('settings.close')}
        </Button>
        {settings !== null && (
          <>
            <Link className="event-action" to={`/adminevents/${event.eventId}/bookings`}>
              {t('settings.bookings')}
            </Link>
            <Link className="event-action" to={`/adminevents/${event.eventId}/checkin`}>
              {t('settings.checkin')}
            </Link>
          </>
        )}
      </div>
    </form>
  );
}

/** The editor's sign-up settings: an event must exist (be saved) before people can sign up to it. */
export function SignupFieldset({ event }: { event: TEventSummary | undefined }) {
  const { t } = useTranslation('bookings');
  if (!event) return <p className="event-form__hint">{t('settings.saveFirst')}</p>;
  return <SignupSettingsLoader event={event} />;
}

function SignupSettingsLoader({ event }: { event: TEventSummary }) {
  const settings = useSignupSettings(event.eventId);
  if (!settings.data) return settings.isError ? null : <Loading />;
  return <SettingsForm event={event} settings={settings.data.settings} />;
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSignupSettings } from '../../../../shared/bookings.ts';
import { VISITOR_MAX_PLACES_DEFAULT } from '../../../../shared/booking-limits.ts';
import { formatEventDate } from '../../../../shared/events.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DatePicker } from '../../../components/ui/date-picker.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { isoDayToTimestamp, timestampToIsoDay } from '../event-dates.ts';

export const PRICE_FIELDS = ['memberAdult', 'memberChild', 'nonMemberAdult', 'nonMemberChild'] as const;
type TPriceField = (typeof PRICE_FIELDS)[number];

/** The sign-up settings as the editor holds them: text as typed, the closing day as the picker's. */
export type TSignupValues = {
  signupEnabled: boolean;
  places: string;
  closesOn: number | null;
  openToNonMembers: boolean;
  visitorMaxPlaces: string;
} & Record<TPriceField, string>;

/** The form's text of stored settings; a new sign-up closes on the event's first day. */
export function signupValues(settings: TSignupSettings | null, startDate: string | null): TSignupValues {
  return {
    signupEnabled: settings !== null,
    places: settings?.places === null || settings === null ? '' : String(settings.places),
    closesOn: isoDayToTimestamp(settings?.signupClosesOn ?? startDate),
    openToNonMembers: settings?.openToNonMembers ?? false,
    visitorMaxPlaces: String(settings?.visitorMaxPlaces ?? VISITOR_MAX_PLACES_DEFAULT),
    memberAdult: String(settings?.memberAdult ?? 0),
    memberChild: String(settings?.memberChild ?? 0),
    nonMemberAdult: String(settings?.nonMemberAdult ?? 0),
    nonMemberChild: String(settings?.nonMemberChild ?? 0),
  };
}

/** What the shared schema checks: null without sign-up; a typed closing day that is no day (NaN) as such. */
export function signupToCheck(values: TSignupValues) {
  if (!values.signupEnabled) return null;
  const { signupEnabled: _enabled, closesOn, ...rest } = values;
  return { ...rest, signupClosesOn: Number.isNaN(closesOn) ? 'invalid' : timestampToIsoDay(closesOn) };
}

type TSignupFieldsetProps = {
  values: TSignupValues;
  change: (next: Partial<TSignupValues>) => void;
  /** The error text of a sign-up field, by its name in the settings. */
  errorOf: (field: string) => string | undefined;
  /** The saved event with sign-up, whose bookings and check-in the board can open. */
  bookingsOf: number | null;
};

/** The editor's sign-up settings: part of the event's form, saved with it by its one Save. */
export function SignupFieldset({ values, change, errorOf, bookingsOf }: TSignupFieldsetProps) {
  const { t } = useTranslation('bookings');
  return (
    <fieldset className="signup-settings__fieldset">
      <legend>{t('settings.legend')}</legend>
      <Checkbox
        label={t('settings.enabled')}
        checked={values.signupEnabled}
        onChange={(value) => change({ signupEnabled: value === 'true' })}
      />
      {values.signupEnabled && (
        <>
          <TextInput
            label={t('settings.places')}
            value={values.places}
            onChange={(places) => change({ places })}
            inputMode="numeric"
            maxLength={6}
            error={errorOf('places')}
          />
          <p className="event-form__hint">{t('settings.placesHint')}</p>
          <DatePicker
            label={t('settings.closesOn')}
            value={values.closesOn}
            onChange={(closesOn) => change({ closesOn })}
            mandatory
            error={errorOf('signupClosesOn')}
            format={(timestamp) => formatEventDate(timestampToIsoDay(timestamp))}
            placeholder={t('events:form.datePlaceholder')}
          />
          <Checkbox
            label={t('settings.openToNonMembers')}
            checked={values.openToNonMembers}
            onChange={(value) => change({ openToNonMembers: value === 'true' })}
          />
          {values.openToNonMembers && (
            <>
              <TextInput
                label={t('settings.visitorMaxPlaces')}
                value={values.visitorMaxPlaces}
                onChange={(visitorMaxPlaces) => change({ visitorMaxPlaces })}
                inputMode="numeric"
                maxLength={2}
                error={errorOf('visitorMaxPlaces')}
              />
              <p className="event-form__hint">{t('settings.visitorMaxPlacesHint')}</p>
            </>
          )}
          <div className="event-form__dates">
            {PRICE_FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(`settings.${field}`)}
                value={values[field]}
                onChange={(value) => change({ [field]: value })}
                inputMode="decimal"
                maxLength={9}
                error={errorOf(field)}
              />
            ))}
          </div>
          <p className="event-form__hint">{t('settings.priceHint')}</p>
        </>
      )}
      {bookingsOf !== null && (
        <p className="event-form__buttons">
          <Link className="event-action" to={`/adminevents/${bookingsOf}/bookings`}>
            {t('settings.bookings')}
          </Link>
          <Link className="event-action" to={`/adminevents/${bookingsOf}/checkin`}>
            {t('settings.checkin')}
          </Link>
        </p>
      )}
    </fieldset>
  );
}

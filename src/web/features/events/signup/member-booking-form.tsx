import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ZMemberBookingInput,
  type TMemberBooking,
  type TMemberBookingAnswer,
  type TSignupPrices,
} from '../../../../shared/bookings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useCancelMyBooking } from '../api/cancel-my-booking.ts';
import { useSaveMyBooking } from '../api/save-my-booking.ts';
import { BookingStatus } from './booking-status.tsx';
import { BookingNote } from './booking-note.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { errorText, issuesToErrorKeys, refusalText, serverErrorKeys, type TFieldErrorKeys } from './field-errors.ts';

type TFormState = { attendees: Set<string>; guestAdults: string; guestChildren: string; note: string };

function initialState(booking: TMemberBooking | null): TFormState {
  const live = booking && booking.status !== 'cancelled' ? booking : null;
  return {
    attendees: new Set(live?.attendees ?? []),
    guestAdults: String(live?.guestAdults ?? 0),
    guestChildren: String(live?.guestChildren ?? 0),
    note: live?.note ?? '',
  };
}

type TMemberBookingFormProps = {
  eventId: string;
  answer: TMemberBookingAnswer;
  open: boolean;
  prices: TSignupPrices;
  /** The booking is cancelled: the form is made anew for the next sign-up, so the notice lives above it. */
  onCancelled?: () => void;
};

/**
 * The family's sign-up: tick who comes, count the guests, add a note. The same form changes the
 * booking until the last day; the cancel button asks first, as it cancels the whole family.
 */
export function MemberBookingForm({ eventId, answer, open, prices, onCancelled }: TMemberBookingFormProps) {
  const { t, i18n } = useTranslation('bookings');
  const { booking, family } = answer;
  const [state, setState] = useState<TFormState>(() => initialState(booking));
  const [errors, setErrors] = useState<TFieldErrorKeys>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const save = useSaveMyBooking(eventId);
  const cancel = useCancelMyBooking(eventId);
  const live = booking !== null && booking.status !== 'cancelled';

  const input = {
    attendees: family.map((person) => person.givenId).filter((givenId) => state.attendees.has(givenId)),
    guestAdults: state.guestAdults,
    guestChildren: state.guestChildren,
    note: state.note,
  };

  // A count not (yet) a number adds nobody: the form's own check says what is wrong with it.
  const guests = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : 0);
  const heads = {
    members: family.filter((person) => state.attendees.has(person.givenId)).map((person) => person.ageGroup),
    nonMemberAdults: guests(state.guestAdults),
    nonMemberChildren: guests(state.guestChildren),
  };

  function change(next: Partial<TFormState>) {
    setState((current) => ({ ...current, ...next }));
    setNotice(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = ZMemberBookingInput.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesToErrorKeys(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => setNotice(t('booking.saved')),
      onError: (error) => {
        const fields = serverErrorKeys(error);
        setErrors(Object.keys(fields).length > 0 ? fields : { form: refusalText(t, error) });
      },
    });
  }

  const fieldError = (name: string) => (errors[name] ? errorText(i18n, errors[name]) : undefined);
  // Nobody ticked and no guests is the whole form's error, said in words a family understands.
  const formError = errors.form ?? (errors.attendees ? t('serverErrors.noPeople') : undefined);

  return (
    <div className="signup-member">
      {live && <BookingStatus booking={booking} />}
      {open && (
        <form className="signup-form" onSubmit={submit} noValidate aria-labelledby="signup-form-heading">
          <h4 id="signup-form-heading">{live ? t('booking.statusLabel') : t('form.heading')}</h4>
          <fieldset className="signup-family">
            <legend>{t('form.family')}</legend>
            {family.map((person) => (
              <Checkbox
                key={person.givenId}
                name={`attendee-${person.givenId}`}
                label={`${person.firstName} ${person.lastName} (${t(`form.age${person.ageGroup === 'adult' ? 'Adult' : person.ageGroup === 'child' ? 'Child' : 'Under6'}`)})`}
                checked={state.attendees.has(person.givenId)}
                onChange={(value) => {
                  const attendees = new Set(state.attendees);
                  if (value === 'true') attendees.add(person.givenId);
                  else attendees.delete(person.givenId);
                  change({ attendees });
                }}
              />
            ))}
          </fieldset>
          <div className="signup-counts">
            <TextInput
              label={t('form.guestAdults')}
              value={state.guestAdults}
              onChange={(guestAdults) => change({ guestAdults })}
              inputMode="numeric"
              maxLength={2}
              error={fieldError('guestAdults')}
            />
            <TextInput
              label={t('form.guestChildren')}
              value={state.guestChildren}
              onChange={(guestChildren) => change({ guestChildren })}
              inputMode="numeric"
              maxLength={2}
              error={fieldError('guestChildren')}
            />
          </div>
          <PriceBreakdown heads={heads} prices={prices} />
          <BookingNote state={state} change={change} fieldError={fieldError} formError={formError} />
          {notice && (
            <p className="notice" role="status">
              {notice}
            </p>
          )}
          <div className="signup-buttons">
            <Button type="submit" busy={save.isPending}>
              {live ? t('booking.change') : t('form.submit')}
            </Button>
            {live && (
              <Button type="button" variant="danger" busy={cancel.isPending} onClick={() => setAsking(true)}>
                {t('booking.cancel')}
              </Button>
            )}
          </div>
        </form>
      )}
      <Popup open={asking} onClose={() => setAsking(false)} title={t('booking.cancelConfirmTitle')}>
        <p>{t('booking.cancelConfirmText')}</p>
        <div className="signup-buttons">
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {t('booking.no')}
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setAsking(false);
              cancel.mutate(undefined, {
                onSuccess: () => {
                  setState(initialState(null));
                  onCancelled?.();
                },
                onError: (error) => setErrors({ form: refusalText(t, error) }),
              });
            }}
          >
            {t('booking.yes')}
          </Button>
        </div>
      </Popup>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TMemberBooking, TMemberBookingAnswer, TSignupPrices } from '../../../../shared/bookings.ts';
import {
  ATTENDEE_FIELD_PREFIX,
  MEMBER_SIGNUP_FORM,
  SIGNUP_DONE,
  eventSignupAddress,
} from '../../../../shared/event-signup.ts';
import { ASK_CANCEL_PRESS, CONFIRM_CANCEL, CONFIRM_PARAM } from '../../../../shared/cancel-question.ts';
import type { TFormPostState } from '../../../../shared/form-post.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormPress } from '../../../components/ui/form-press.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { fieldErrorKey, fieldErrors } from '../../../lib/field-errors.ts';
import { useFormPostDone, useRefusedFormPost } from '../../../lib/form-post.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useSaveMyBooking } from '../api/save-my-booking.ts';
import { BookingStatus } from './booking-status.tsx';
import { BookingNote } from './booking-note.tsx';
import { CancelConfirmation } from './cancel-confirmation.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { refusalText } from './refusal-text.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const MEMBER_BOOKING_INPUT_SCHEMA = lazySchema(
  () => import('../../../../shared/bookings.ts'),
  (schemas) => schemas.ZMemberBookingInput,
);

type TFormState = { attendees: string[]; guestAdults: string; guestChildren: string; note: string };

function initialState(booking: TMemberBooking | null): TFormState {
  const live = booking && booking.status !== 'cancelled' ? booking : null;
  return {
    attendees: live?.attendees ?? [],
    guestAdults: String(live?.guestAdults ?? 0),
    guestChildren: String(live?.guestChildren ?? 0),
    note: live?.note ?? '',
  };
}

/** The people ticked in a post the server refused (the counts and the note the form hook fills itself). */
function postedAttendees(posted: TFormPostState): string[] {
  return Object.keys(posted.values)
    .filter((name) => name.startsWith(ATTENDEE_FIELD_PREFIX))
    .map((name) => name.slice(ATTENDEE_FIELD_PREFIX.length));
}

/** The family's booking cancelled: whether that call is under way, and the call (told of a refusal). */
export type TCancelBooking = { pending: boolean; run: (refused: (error: unknown) => void) => void };

type TMemberBookingFormProps = {
  eventId: string;
  answer: TMemberBookingAnswer;
  open: boolean;
  prices: TSignupPrices;
  /**
   * Cancels the family's booking: made by the part that holds this form, which outlives it (the form
   * is made anew once the booking is gone, and says only what the server refused).
   */
  cancel: TCancelBooking;
};

// A count not (yet) a number adds nobody: the form's own check says what is wrong with it.
const guests = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : 0);

/**
 * The family's sign-up: tick who comes, count the guests, add a note. The same form changes the
 * booking until the last day; the cancel button asks first, as it cancels the whole family.
 * Without the app the form posts to the sign-up's own page (rendered for the session), and the
 * cancel button's press asks there (`?confirm=cancel`) before the booking is cancelled.
 */
export function MemberBookingForm({ eventId, answer, open, prices, cancel }: TMemberBookingFormProps) {
  const { t } = useTranslation('bookings');
  const { booking, family } = answer;
  const address = eventSignupAddress(eventId);
  const [params] = useSearchParams();
  const posted = useRefusedFormPost(MEMBER_SIGNUP_FORM);
  const saved = useFormPostDone(SIGNUP_DONE.saved);
  // Sent without the app: a refusal of the whole booking is said as after the app's own call.
  const [formError, setFormError] = useState<string | null>(() =>
    posted?.refusal ? t([`serverErrors.${posted.refusal}`, 'form.failed']) : null,
  );
  const [notice, setNotice] = useState<string | null>(() => (saved ? t('booking.saved') : null));
  const [asking, setAsking] = useState(false);
  const save = useSaveMyBooking(eventId);
  const live = booking !== null && booking.status !== 'cancelled';
  const { values, errors, busy, patch, errorText, submit } = useForm({
    schema: MEMBER_BOOKING_INPUT_SCHEMA,
    initial: () => (posted ? { ...initialState(booking), attendees: postedAttendees(posted) } : initialState(booking)),
    postedAs: MEMBER_SIGNUP_FORM,
    // The ticked people in the family's order, as the server lists them.
    prepare: (typed) => ({
      ...typed,
      attendees: family.map((person) => person.givenId).filter((givenId) => typed.attendees.includes(givenId)),
    }),
    errorKey: (key) => [`bookings:serverErrors.${key}`, fieldErrorKey(key)],
    send: async (_typed, data) => {
      setFormError(null);
      await save.mutateAsync(data);
      setNotice(t('booking.saved'));
    },
    // A refusal of the whole booking (closed, full): said below the note.
    refused: (error) => {
      if (fieldErrors(error)) return false;
      setFormError(refusalText(t, error));
      return true;
    },
  });

  function change(next: Partial<TFormState>) {
    patch(next);
    setNotice(null);
  }

  const heads = {
    members: family.filter((person) => values.attendees.includes(person.givenId)).map((person) => person.ageGroup),
    nonMemberAdults: guests(values.guestAdults),
    nonMemberChildren: guests(values.guestChildren),
  };
  // Nobody ticked and no guests is the whole form's error, said in words a family understands.
  const shownFormError = formError ?? (errors.attendees ? t('serverErrors.noPeople') : undefined);

  const confirmCancel = () => cancel.run((error) => setFormError(refusalText(t, error)));

  // The question at the page's address (the cancel pressed without the app) stands in place of the form.
  if (open && live && params.get(CONFIRM_PARAM) === CONFIRM_CANCEL) {
    return (
      <div className="signup-member">
        <BookingStatus booking={booking} />
        <CancelConfirmation action={address} busy={cancel.pending} error={formError} onConfirm={confirmCancel} />
      </div>
    );
  }

  return (
    <div className="signup-member">
      {live && <BookingStatus booking={booking} />}
      {open && (
        <Form
          className="signup-form"
          method="post"
          action={address}
          onSubmit={submit}
          noValidate
          aria-labelledby="signup-form-heading"
        >
          <h4 id="signup-form-heading">{live ? t('booking.statusLabel') : t('form.heading')}</h4>
          <fieldset className="signup-family">
            <legend>{t('form.family')}</legend>
            {family.map((person) => (
              <Checkbox
                key={person.givenId}
                name={`attendee-${person.givenId}`}
                label={`${person.firstName} ${person.lastName} (${t(`form.age${person.ageGroup === 'adult' ? 'Adult' : person.ageGroup === 'child' ? 'Child' : 'Under6'}`)})`}
                checked={values.attendees.includes(person.givenId)}
                onChange={(value) => {
                  const others = values.attendees.filter((givenId) => givenId !== person.givenId);
                  change({ attendees: value === 'true' ? [...others, person.givenId] : others });
                }}
              />
            ))}
          </fieldset>
          <div className="signup-counts">
            <TextInput
              name="guestAdults"
              label={t('form.guestAdults')}
              value={values.guestAdults}
              onChange={(guestAdults) => change({ guestAdults })}
              inputMode="numeric"
              maxLength={2}
              error={errorText('guestAdults')}
            />
            <TextInput
              name="guestChildren"
              label={t('form.guestChildren')}
              value={values.guestChildren}
              onChange={(guestChildren) => change({ guestChildren })}
              inputMode="numeric"
              maxLength={2}
              error={errorText('guestChildren')}
            />
          </div>
          <PriceBreakdown heads={heads} prices={prices} />
          <BookingNote state={values} change={change} fieldError={errorText} formError={shownFormError} />
          {notice && (
            <p className="notice" role="status">
              {notice}
            </p>
          )}
          <div className="signup-buttons">
            <Button type="submit" busy={busy}>
              {live ? t('booking.change') : t('form.submit')}
            </Button>
            {live && (
              // Without the app a press that the server answers with its question; with it, the dialog's.
              <FormPress
                intent={ASK_CANCEL_PRESS}
                variant="danger"
                busy={cancel.pending}
                onPress={() => setAsking(true)}
              >
                {t('booking.cancel')}
              </FormPress>
            )}
          </div>
        </Form>
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
              confirmCancel();
            }}
          >
            {t('booking.yes')}
          </Button>
        </div>
      </Popup>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_NAME_MAX } from '../../../../shared/booking-limits.ts';
import { toLanguage } from '../../../../shared/languages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { fieldErrorKey, fieldErrors } from '../../../lib/field-errors.ts';
import { useRefusedFormPost } from '../../../lib/form-post.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useCreateGuestBooking } from '../api/create-guest-booking.ts';
import { BookingNote } from './booking-note.tsx';
import { refusalText } from './refusal-text.ts';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const GUEST_BOOKING_INPUT_SCHEMA = lazySchema(
  () => import('../../../../shared/bookings.ts'),
  (schemas) => schemas.ZGuestBookingInput,
);

const EMPTY = { name: '', email: '', phone: '', adults: '1', children: '0', note: '' };

/** The form's name for the path without the app: the event's page posts it (POST /events/:id). */
const POSTED_AS = 'event-signup';

/**
 * A visitor's sign-up when the board allows non-members. Nothing is booked until the link in the
 * mail is opened, and the answer is the same for any address, so the page says just that.
 */
export function VisitorBookingForm({
  eventId,
  maxPlaces,
  sentWithoutApp = false,
}: {
  eventId: string;
  maxPlaces: number;
  /** The page is the sent state of this form posted without the app (/events/12?sent=1). */
  sentWithoutApp?: boolean;
}) {
  const { t, i18n } = useTranslation('bookings');
  // Sent without the app: a refusal of the whole sign-up is said as after the app's own call.
  const posted = useRefusedFormPost(POSTED_AS);
  const [formError, setFormError] = useState<string | null>(() =>
    posted?.refusal ? t([`serverErrors.${posted.refusal}`, 'form.failed'], { max: maxPlaces }) : null,
  );
  const create = useCreateGuestBooking(eventId);
  const language = toLanguage(i18n.language);
  const { values, busy, change, field, errorText, submit } = useForm({
    schema: GUEST_BOOKING_INPUT_SCHEMA,
    initial: EMPTY,
    postedAs: POSTED_AS,
    errorKey: (key) => [`bookings:serverErrors.${key}`, fieldErrorKey(key)],
    prepare: (typed) => ({ ...typed, language }),
    send: async (_typed, booking) => {
      setFormError(null);
      if (booking.adults + booking.children > maxPlaces) {
        setFormError(t('serverErrors.tooManyPlaces', { max: maxPlaces }));
        return;
      }
      await create.mutateAsync(booking);
    },
    // A refusal of the whole sign-up (closed, full, too many): said below the note.
    refused: (error) => {
      if (fieldErrors(error)) return false;
      setFormError(refusalText(t, error));
      return true;
    },
  });

  if (create.isSuccess || sentWithoutApp) {
    return (
      <p className="notice" role="status" data-testid="visitor-booking-sent">
        {t('form.visitorSent')}
      </p>
    );
  }

  return (
    // In the server's HTML: what a visitor types before the app is there reaches the form's state.
    // Without the app the browser posts it to the event's page, which answers as the app does.
    <Form
      className="signup-form"
      method="post"
      action={`/events/${encodeURIComponent(eventId)}`}
      onSubmit={submit}
      noValidate
      aria-labelledby="signup-visitor-heading"
    >
      <h4 id="signup-visitor-heading">{t('form.visitorHeading')}</h4>
      {/* The mails about the booking are written in the page's language, as the app asks for them. */}
      <input type="hidden" name="language" value={language} />
      <TextInput label={t('form.name')} {...field('name')} mandatory maxLength={GUEST_NAME_MAX} autoComplete="name" />
      <TextInput label={t('form.email')} type="email" {...field('email')} mandatory autoComplete="email" />
      <TextInput label={t('form.phone')} type="tel" {...field('phone')} mandatory autoComplete="tel" />
      <p className="signup-hint">{t('form.maxPlaces', { max: maxPlaces })}</p>
      <div className="signup-counts">
        <TextInput label={t('form.adults')} {...field('adults')} mandatory inputMode="numeric" maxLength={2} />
        <TextInput label={t('form.children')} {...field('children')} inputMode="numeric" maxLength={2} />
      </div>
      <BookingNote
        state={values}
        change={({ note }) => change('note')(note)}
        fieldError={(name) => (name === 'note' ? errorText('note') : undefined)}
        formError={formError}
      />
      <Button type="submit" busy={busy}>
        {t('form.submit')}
      </Button>
    </Form>
  );
}

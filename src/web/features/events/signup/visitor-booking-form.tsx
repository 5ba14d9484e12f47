import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_NAME_MAX, ZGuestBookingInput } from '../../../../shared/bookings.ts';
import { toLanguage } from '../../../../shared/languages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useCreateGuestBooking } from '../api/create-guest-booking.ts';
import { BookingNote } from './booking-note.tsx';
import { errorText, issuesToErrorKeys, refusalText, serverErrorKeys, type TFieldErrorKeys } from './field-errors.ts';

const EMPTY = { name: '', email: '', phone: '', adults: '1', children: '0', note: '' };
type TVisitorState = typeof EMPTY;

/**
 * A visitor's sign-up when the board allows non-members. Nothing is booked until the link in the
 * mail is opened, and the answer is the same for any address, so the page says just that.
 */
export function VisitorBookingForm({ eventId, maxPlaces }: { eventId: string; maxPlaces: number }) {
  const { t, i18n } = useTranslation('bookings');
  const [state, setState] = useState<TVisitorState>(EMPTY);
  const [errors, setErrors] = useState<TFieldErrorKeys>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateGuestBooking(eventId);

  const change = (next: Partial<TVisitorState>) => setState((current) => ({ ...current, ...next }));
  const fieldError = (name: string) => (errors[name] ? errorText(i18n, errors[name]) : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const parsed = ZGuestBookingInput.safeParse({ ...state, language: toLanguage(i18n.language) });
    if (!parsed.success) {
      setErrors(issuesToErrorKeys(parsed.error.issues));
      return;
    }
    if (parsed.data.adults + parsed.data.children > maxPlaces) {
      setErrors({});
      setFormError(t('serverErrors.tooManyPlaces', { max: maxPlaces }));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onError: (error) => {
        const fields = serverErrorKeys(error);
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFormError(refusalText(t, error));
      },
    });
  }

  if (create.isSuccess) {
    return (
      <p className="notice" role="status" data-testid="visitor-booking-sent">
        {t('form.visitorSent')}
      </p>
    );
  }

  return (
    // In the server's HTML: what a visitor types before the app is there reaches the form's state.
    <Form className="signup-form" onSubmit={submit} noValidate aria-labelledby="signup-visitor-heading">
      <h4 id="signup-visitor-heading">{t('form.visitorHeading')}</h4>
      <TextInput
        label={t('form.name')}
        value={state.name}
        onChange={(name) => change({ name })}
        mandatory
        maxLength={GUEST_NAME_MAX}
        autoComplete="name"
        error={fieldError('name')}
      />
      <TextInput
        label={t('form.email')}
        type="email"
        value={state.email}
        onChange={(email) => change({ email })}
        mandatory
        autoComplete="email"
        error={fieldError('email')}
      />
      <TextInput
        label={t('form.phone')}
        type="tel"
        value={state.phone}
        onChange={(phone) => change({ phone })}
        mandatory
        autoComplete="tel"
        error={fieldError('phone')}
      />
      <p className="signup-hint">{t('form.maxPlaces', { max: maxPlaces })}</p>
      <div className="signup-counts">
        <TextInput
          label={t('form.adults')}
          value={state.adults}
          onChange={(adults) => change({ adults })}
          mandatory
          inputMode="numeric"
          maxLength={2}
          error={fieldError('adults')}
        />
        <TextInput
          label={t('form.children')}
          value={state.children}
          onChange={(children) => change({ children })}
          inputMode="numeric"
          maxLength={2}
          error={fieldError('children')}
        />
      </div>
      <BookingNote state={state} change={change} fieldError={fieldError} formError={formError} />
      <Button type="submit" busy={create.isPending}>
        {t('form.submit')}
      </Button>
    </Form>
  );
}

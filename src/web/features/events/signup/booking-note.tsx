import { useTranslation } from 'react-i18next';
import { BOOKING_NOTE_MAX } from '../../../../shared/booking-limits.ts';
import { Textarea } from '../../../components/ui/textarea.tsx';

type TBookingNoteProps = {
  state: { note: string };
  change: (patch: { note: string }) => void;
  /** A field's error text, by the field's name. */
  fieldError: (name: string) => string | undefined;
  /** A refusal of the whole form, shown below the note. */
  formError: string | null | undefined;
};

/** The end both booking forms share: the note with its counter, then the form's refusal. */
export function BookingNote({ state, change, fieldError, formError }: TBookingNoteProps) {
  const { t } = useTranslation('bookings');
  const { note } = state;
  return (
    <>
      <Textarea
        name="note"
        label={t('form.note')}
        value={note}
        onChange={(value) => change({ note: value })}
        maxLength={BOOKING_NOTE_MAX}
        rows={3}
        error={fieldError('note')}
      />
      <p className="signup-counter" aria-live="polite">
        {t('form.noteCounter', { typed: note.length, max: BOOKING_NOTE_MAX })}
      </p>
      {formError && (
        <p className="notice notice--error" role="alert">
          {formError}
        </p>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { BOOKING_NOTE_MAX } from '../../../../shared/bookings.ts';
import { Textarea } from '../../../components/ui/textarea.tsx';

type TBookingNoteProps = {
  note: string;
  onChange: (note: string) => void;
  /** The note field's own error. */
  error: string | undefined;
  /** A refusal of the whole form, shown below the note. */
  formError: string | null | undefined;
};

/** The end both booking forms share: the note with its counter, then the form's refusal. */
export function BookingNote({ note, onChange, error, formError }: TBookingNoteProps) {
  const { t } = useTranslation('bookings');
  return (
    <>
      <Textarea
        label={t('form.note')}
        value={note}
        onChange={onChange}
        maxLength={BOOKING_NOTE_MAX}
        rows={3}
        error={error}
      />
      <p className="signup-counter" aria-live="polite">
        {t('form.noteCounter', { count: note.length, max: BOOKING_NOTE_MAX })}
      </p>
      {formError && (
        <p className="notice notice--error" role="alert">
          {formError}
        </p>
      )}
    </>
  );
}

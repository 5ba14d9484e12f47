import { useId } from 'react';
import { FieldError } from '../../components/ui/text-input.tsx';

type TFileFieldProps = {
  label: string;
  hint: string;
  accept: string;
  onChange: (file: File | null) => void;
  error?: string;
  /** Changing it empties the input (after a save). */
  resetKey?: string | number;
};

/** A labelled file input with its hint and error, described for screen readers. */
export function FileField({ label, hint, accept, onChange, error, resetKey }: TFileFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className="ui-field">
      <div className="ui-field__label-row">
        <label className="ui-field__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
      <input
        key={resetKey}
        id={inputId}
        className="admin-file-field__input"
        type="file"
        accept={accept}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      <p id={hintId} className="admin-file-field__hint">
        {hint}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

import { useId } from 'react';
import { FieldError, FieldLabel } from '../../../components/ui/text-input.tsx';

/** A labelled date or date-and-time input (the browser's own picker), with its error. */
export function NativeDateField({
  label,
  type,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  /** The field's name in a form sent without the app. */
  name?: string;
  type: 'date' | 'datetime-local';
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="ui-field">
      <FieldLabel htmlFor={id} label={label} mandatory />
      <input
        id={id}
        name={name}
        className="ui-input"
        type={type}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The local wall-clock value a datetime-local input shows for an instant. */
export function toLocalInput(instant: string): string {
  const date = new Date(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value means in the board member's own time zone; '' when it is not one. */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

import { useId } from 'react';
import { FieldError, FieldLabel } from '../../../components/ui/text-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** Field path (as the shared schema names it, e.g. texts.en.title) -> key of the validation catalog. */
export type TErrors = Record<string, string>;

export function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): TErrors {
  const errors: TErrors = {};
  for (const issue of error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/** The server's field errors (400 validation), if that is what it answered. */
export function serverFieldErrors(error: unknown): TErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const { data } = error;
  if (!data || typeof data !== 'object' || !('fields' in data) || !data.fields || typeof data.fields !== 'object') {
    return null;
  }
  return data.fields as TErrors;
}

/** A labelled date or date-and-time input (the browser's own picker), with its error. */
export function NativeDateField({
  label,
  type,
  value,
  onChange,
  error,
}: {
  label: string;
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

import { useId } from 'react';
import type { HTMLAttributes, KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useSteadyWhilePressed } from '../../lib/press-in-progress.ts';
import { useInsideForm } from './form.tsx';

/*
 * The label row, error line and placeholder rule are shared by every labelled field
 * (text input, textarea, dropdown, checkbox, date picker), so they live here beside the
 * simplest of them and the others import them.
 */

export function FieldLabel({ htmlFor, label, mandatory }: { htmlFor: string; label: string; mandatory?: boolean }) {
  // The star sits outside <label> so the label's text (and getByLabelText) stays exactly the label;
  // screen readers learn "required" from the control itself, hence aria-hidden.
  return (
    <div className="ui-field__label-row">
      <label className="ui-field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {mandatory && (
        <span className="ui-field__star" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}

/**
 * The line under a field that says what is wrong. Inside a Form its place is kept while empty (one
 * line), so an error coming or going does not move what is below; and while a press is in progress
 * it holds what it showed, so a longer error neither moves the button under the finger.
 */
export function FieldError({ id, error, reserve }: { id: string; error?: string; reserve?: boolean }) {
  const inForm = useInsideForm();
  const shown = useSteadyWhilePressed(error);
  if (!shown && !(reserve ?? inForm)) return null;
  return (
    <p id={id} className={shown ? 'ui-field__error' : 'ui-field__error ui-field__error--empty'}>
      {shown}
    </p>
  );
}

/** Optional fields say so in their placeholder (spec): "<placeholder> (Optional)". */
export function useFieldPlaceholder(placeholder: string | undefined, mandatory: boolean): string | undefined {
  const { t } = useTranslation('ui');
  if (mandatory) return placeholder;
  const optional = t('optional');
  return placeholder ? `${placeholder} ${optional}` : optional;
}

/** Enter pressed to accept text, not to confirm an IME composition (Tamil keyboards compose). */
export function isPlainEnter(event: KeyboardEvent<HTMLElement>): boolean {
  return event.key === 'Enter' && !event.nativeEvent.isComposing && !event.shiftKey && !event.altKey;
}

export type TTextInputProps = {
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called with the current text when Enter is pressed in the field. */
  onSubmit?: (value: string) => void;
  onBlur?: () => void;
  mandatory?: boolean;
  placeholder?: string;
  error?: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextInput({
  label,
  value,
  defaultValue,
  onChange,
  onSubmit,
  onBlur,
  mandatory = false,
  placeholder,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  name,
  id,
  disabled,
  className,
  ref,
}: TTextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const shownPlaceholder = useFieldPlaceholder(placeholder, mandatory);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!onSubmit || !isPlainEnter(event)) return;
    // The caller handles submission; stop the browser's implicit form submit from doing it twice.
    event.preventDefault();
    onSubmit(event.currentTarget.value);
  }

  return (
    <div className={['ui-field', 'ui-text-input', className ?? ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={inputId} label={label} mandatory={mandatory} />
      <input
        ref={ref}
        id={inputId}
        className="ui-input"
        type={type}
        name={name}
        value={value}
        defaultValue={defaultValue}
        placeholder={shownPlaceholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        disabled={disabled}
        required={mandatory}
        aria-required={mandatory || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange?.(event.currentTarget.value)}
        onKeyDown={handleKeyDown}
        onBlur={onBlur}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

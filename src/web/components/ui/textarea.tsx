import { useId } from 'react';
import type { Ref } from 'react';
import { FieldError, FieldLabel, useFieldPlaceholder } from './text-input.tsx';

export type TTextareaProps = {
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  mandatory?: boolean;
  placeholder?: string;
  error?: string;
  rows?: number;
  maxLength?: number;
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** Multi-line text: same label, star, placeholder and error rules as TextInput; Enter makes a new line. */
export function Textarea({
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  mandatory = false,
  placeholder,
  error,
  rows = 4,
  maxLength,
  name,
  id,
  disabled,
  className,
  ref,
}: TTextareaProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const errorId = `${textareaId}-error`;
  const shownPlaceholder = useFieldPlaceholder(placeholder, mandatory);

  return (
    <div className={['ui-field', 'ui-textarea', className ?? ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={textareaId} label={label} mandatory={mandatory} />
      <textarea
        ref={ref}
        id={textareaId}
        className="ui-input ui-textarea__control"
        name={name}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        placeholder={shownPlaceholder}
        maxLength={maxLength}
        disabled={disabled}
        required={mandatory}
        aria-required={mandatory || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange?.(event.currentTarget.value)}
        onBlur={onBlur}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

import { useId } from 'react';
import type { Ref } from 'react';
import { FieldError } from './text-input.tsx';

/** The spec stores a checkbox as a string: 'true' when ticked, '' when not. */
export type TCheckboxValue = 'true' | '';

export type TCheckboxProps = {
  label: string;
  /** Accepts the stored string form ('true' / '') as well as a boolean. */
  checked?: boolean | TCheckboxValue;
  defaultChecked?: boolean;
  onChange?: (value: TCheckboxValue) => void;
  mandatory?: boolean;
  error?: string;
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

export function Checkbox({
  label,
  checked,
  defaultChecked,
  onChange,
  mandatory = false,
  error,
  name,
  id,
  disabled,
  className,
  ref,
}: TCheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const isChecked = checked === undefined ? undefined : checked === true || checked === 'true';

  return (
    <div className={['ui-field', 'ui-checkbox', className ?? ''].filter(Boolean).join(' ')}>
      <div className="ui-checkbox__row">
        <input
          ref={ref}
          id={inputId}
          className="ui-checkbox__control"
          type="checkbox"
          name={name}
          // Submitted as "true", matching the string the change callback reports.
          value="true"
          checked={isChecked}
          defaultChecked={defaultChecked}
          disabled={disabled}
          required={mandatory}
          aria-required={mandatory || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange?.(event.currentTarget.checked ? 'true' : '')}
        />
        <label className="ui-checkbox__label" htmlFor={inputId}>
          {label}
        </label>
        {mandatory && (
          <span className="ui-field__star" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <FieldError id={errorId} error={error} reserve={mandatory} />
    </div>
  );
}

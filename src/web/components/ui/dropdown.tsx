import { useId, useState } from 'react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, FieldLabel } from './text-input.tsx';

export type TDropdownOption = { value: string; label: string };

export type TDropdownProps = {
  label: string;
  options: readonly TDropdownOption[];
  /** '' means nothing chosen. Leave undefined to let the select keep its own state. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Text of the empty first option; defaults to the catalog's "Select…". */
  placeholder?: string;
  mandatory?: boolean;
  /** A setting that always has a value (rows per page): no empty first option to choose. */
  alwaysChosen?: boolean;
  error?: string;
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function Dropdown({
  label,
  options,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  placeholder,
  mandatory = false,
  alwaysChosen = false,
  error,
  name,
  id,
  disabled,
  className,
  ref,
}: TDropdownProps) {
  const { t } = useTranslation('ui');
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  // Tracked even when controlled from outside, because the grey "empty" look depends on it.
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const empty = current === '';

  return (
    <div className={['ui-field', className ?? ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={selectId} label={label} mandatory={mandatory} />
      <select
        ref={ref}
        id={selectId}
        className={empty ? 'ui-dropdown ui-dropdown--empty' : 'ui-dropdown'}
        name={name}
        value={current}
        disabled={disabled}
        required={mandatory}
        aria-required={mandatory || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setOwnValue(next);
          onChange?.(next);
        }}
        onBlur={onBlur}
      >
        {/* The empty first option is the one `required` checks against, and lets an optional choice be undone. */}
        {!alwaysChosen && <option value="">{placeholder ?? t('selectPlaceholder')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledField, useLabelledControl, type TFieldProps } from './text-input.tsx';

export type TDropdownOption = { value: string; label: string };

export type TDropdownProps = TFieldProps<HTMLSelectElement> & {
  options: readonly TDropdownOption[];
  /** '' means nothing chosen. Leave undefined to let the select keep its own state. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Text of the empty first option; defaults to the catalog's "Select…". */
  placeholder?: string;
  /** A setting that always has a value (rows per page): no empty first option to choose. */
  alwaysChosen?: boolean;
};

export function Dropdown({
  options,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  placeholder,
  alwaysChosen = false,
  ...field
}: TDropdownProps) {
  const { t } = useTranslation('ui');
  const { frame, control } = useLabelledControl(field);
  // Tracked even when controlled from outside, because the grey "empty" look depends on it.
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const empty = current === '';

  return (
    <LabelledField {...frame}>
      <select
        {...control}
        className={empty ? 'ui-dropdown ui-dropdown--empty' : 'ui-dropdown'}
        value={current}
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
    </LabelledField>
  );
}

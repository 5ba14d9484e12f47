import type { ReactNode } from 'react';
import { FieldError, MandatoryStar, useLabelledControl, type TFieldProps } from './text-input.tsx';

/** The spec stores a checkbox as a string: 'true' when ticked, '' when not. */
export type TCheckboxValue = 'true' | '';

/** The label is text, or text with a link in it (the link then takes the press, not the box). */
export type TCheckboxProps = TFieldProps<HTMLInputElement, ReactNode> & {
  /** Accepts the stored string form ('true' / '') as well as a boolean. */
  checked?: boolean | TCheckboxValue;
  defaultChecked?: boolean;
  onChange?: (value: TCheckboxValue) => void;
};

export function Checkbox({ checked, defaultChecked, onChange, ...field }: TCheckboxProps) {
  const { frame, control } = useLabelledControl(field);
  const isChecked = checked === undefined ? undefined : checked === true || checked === 'true';

  return (
    <div className={['ui-field', 'ui-checkbox', frame.className ?? ''].filter(Boolean).join(' ')}>
      <div className="ui-checkbox__row">
        <input
          {...control}
          className="ui-checkbox__control"
          type="checkbox"
          // Submitted as "true", matching the string the change callback reports.
          value="true"
          checked={isChecked}
          defaultChecked={defaultChecked}
          onChange={(event) => onChange?.(event.currentTarget.checked ? 'true' : '')}
        />
        <label className="ui-checkbox__label" htmlFor={frame.field.aria.id}>
          {frame.label}
        </label>
        {frame.mandatory && <MandatoryStar />}
      </div>
      <FieldError id={frame.field.errorId} error={frame.error} reserve={frame.mandatory} />
    </div>
  );
}

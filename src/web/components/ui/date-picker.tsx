import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from './popup.tsx';
import { FieldError, FieldLabel, useFieldControl, useFieldPlaceholder } from './text-input.tsx';
import { Calendar } from './date-picker-calendar.tsx';
import { clamp, dayOf, formatDisplayDate, parseTypedDay } from './date-picker-days.ts';

export { formatDisplayDate } from './date-picker-days.ts';

export type TDatePickerProps = {
  label: string;
  /** Local midnight of the chosen day in milliseconds, null when empty, NaN when what is typed is no date. */
  value: number | null;
  onChange: (value: number | null) => void;
  mandatory?: boolean;
  error?: string;
  /** Earliest and latest choosable days (any time within the day counts). */
  min?: number;
  max?: number;
  placeholder?: string;
  /** How the field writes the day: DD/MMM/YYYY unless a form writes its dates otherwise (events: DD/MM/YYYY). */
  format?: (timestamp: number, language: string) => string;
  id?: string;
  disabled?: boolean;
  className?: string;
};

type TOpenState = { focused: number; today: number };

export function DatePicker({
  label,
  value,
  onChange,
  mandatory = false,
  error,
  min,
  max,
  placeholder,
  format = formatDisplayDate,
  id,
  disabled,
  className,
}: TDatePickerProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language;
  const field = useFieldControl({ id, mandatory, error });
  const shownPlaceholder = useFieldPlaceholder(placeholder ?? t('datePlaceholder'), mandatory);
  // Null while closed. "Today" is read when the popup opens, never during render, so the server
  // and the browser render the same markup.
  const [openState, setOpenState] = useState<TOpenState | null>(null);
  const focusedDayRef = useRef<HTMLButtonElement>(null);
  // What the person is typing; null shows the chosen day in the form's own format.
  const [typed, setTyped] = useState<string | null>(null);
  const known = value !== null && !Number.isNaN(value);

  function openCalendar() {
    const today = dayOf(Date.now());
    setOpenState({ today, focused: clamp(known ? dayOf(value) : today, min, max) });
  }

  function handleFieldKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      openCalendar();
    }
  }

  function type(text: string) {
    setTyped(text);
    onChange(text.trim() === '' ? null : (parseTypedDay(text) ?? Number.NaN));
  }

  return (
    <div className={['ui-field', 'ui-date-picker', className ?? ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={field.aria.id} label={label} mandatory={mandatory} />
      <div className="ui-date-picker__row">
        <input
          {...field.aria}
          className="ui-input ui-date-picker__input"
          type="text"
          // Typed (day, month, year in that order, any of / . - between) or chosen in the calendar.
          disabled={disabled}
          value={typed ?? (known ? format(value, language) : '')}
          onChange={(event) => type(event.currentTarget.value)}
          // A typed day that is one is then written the form's way; one that is not stays to be mended.
          onBlur={() => {
            if (known) setTyped(null);
          }}
          placeholder={shownPlaceholder}
          onKeyDown={handleFieldKeyDown}
        />
        <button
          type="button"
          className="ui-date-picker__toggle"
          aria-label={t('openCalendar', { label, interpolation: { escapeValue: false } })}
          aria-haspopup="dialog"
          aria-expanded={openState !== null}
          disabled={disabled}
          onClick={openCalendar}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
            <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <FieldError id={field.errorId} error={error} />
      <Popup
        open={openState !== null}
        onClose={() => setOpenState(null)}
        title={label}
        initialFocusRef={focusedDayRef}
        closeOnOutsideClick
        className="ui-date-picker__popup"
      >
        {openState && (
          <Calendar
            language={language}
            initialFocused={openState.focused}
            today={openState.today}
            selected={value === null ? null : dayOf(value)}
            min={min}
            max={max}
            focusedDayRef={focusedDayRef}
            onSelect={(day) => {
              setOpenState(null);
              setTyped(null);
              onChange(day);
            }}
          />
        )}
      </Popup>
    </div>
  );
}

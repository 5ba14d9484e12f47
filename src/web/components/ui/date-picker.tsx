import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from './popup.tsx';
import { FieldError, FieldLabel, useFieldPlaceholder } from './text-input.tsx';

/*
 * Dates are local-midnight millisecond timestamps. All arithmetic goes through the Date
 * constructor's (year, month, day) form, so daylight-saving days (23 or 25 hours) cannot shift a date.
 */

function dayOf(timestamp: number): number {
  const date = new Date(timestamp);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

function addDays(timestamp: number, days: number): number {
  const date = new Date(timestamp);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days).getTime();
}

/** Keeps the day of month where it exists, else the month's last day (31 Jan + 1 month = 29 Feb). */
function addMonths(timestamp: number, months: number): number {
  const date = new Date(timestamp);
  const year = date.getFullYear();
  const month = date.getMonth() + months;
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  return new Date(year, month, Math.min(date.getDate(), daysInMonth)).getTime();
}

/** Monday = 0 … Sunday = 6: Swedish weeks start on Monday. */
function weekdayIndex(timestamp: number): number {
  return (new Date(timestamp).getDay() + 6) % 7;
}

/** Always 6 weeks × 7 days, so the popup does not change height from month to month. */
function monthGrid(timestamp: number): number[][] {
  const date = new Date(timestamp);
  const firstOfMonth = new Date(date.getFullYear(), date.getMonth(), 1).getTime();
  const start = addDays(firstOfMonth, -weekdayIndex(firstOfMonth));
  return Array.from({ length: 6 }, (_, week) => Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)));
}

function clamp(day: number, min: number | undefined, max: number | undefined): number {
  if (min !== undefined && day < dayOf(min)) return dayOf(min);
  if (max !== undefined && day > dayOf(max)) return dayOf(max);
  return day;
}

/**
 * "05/Mar/2024": the product's date format. The month abbreviation follows the interface language;
 * a trailing abbreviation dot (Swedish "jan.", Tamil "மார்.") is dropped so it does not sit before the slash.
 */
export function formatDisplayDate(timestamp: number, language: string): string {
  const date = new Date(timestamp);
  const day = String(date.getDate()).padStart(2, '0');
  const month = new Intl.DateTimeFormat(language, { month: 'short' }).format(date).replace(/\.$/, '');
  const year = String(date.getFullYear()).padStart(4, '0');
  return `${day}/${month}/${year}`;
}

export type TDatePickerProps = {
  label: string;
  /** Local midnight of the chosen day in milliseconds, or null when empty. */
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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const shownPlaceholder = useFieldPlaceholder(placeholder ?? t('datePlaceholder'), mandatory);
  // Null while closed. "Today" is read when the popup opens, never during render, so the server
  // and the browser render the same markup.
  const [openState, setOpenState] = useState<TOpenState | null>(null);
  const focusedDayRef = useRef<HTMLButtonElement>(null);

  function openCalendar() {
    const today = dayOf(Date.now());
    setOpenState({ today, focused: clamp(value === null ? today : dayOf(value), min, max) });
  }

  function handleFieldKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      if (value !== null) onChange(null);
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      openCalendar();
    }
  }

  return (
    <div className={['ui-field', 'ui-date-picker', className ?? ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={inputId} label={label} mandatory={mandatory} />
      <div className="ui-date-picker__row">
        <input
          id={inputId}
          className="ui-input ui-date-picker__input"
          type="text"
          // Read-only: the date is chosen in the calendar (Backspace clears it), and phones do not
          // open their keyboard over the calendar.
          readOnly
          disabled={disabled}
          value={value === null ? '' : format(value, language)}
          placeholder={shownPlaceholder}
          aria-required={mandatory || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
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
      <FieldError id={errorId} error={error} />
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
              onChange(day);
            }}
          />
        )}
      </Popup>
    </div>
  );
}

type TCalendarProps = {
  language: string;
  initialFocused: number;
  today: number;
  selected: number | null;
  min?: number;
  max?: number;
  focusedDayRef: RefObject<HTMLButtonElement | null>;
  onSelect: (day: number) => void;
};

function Calendar({ language, initialFocused, today, selected, min, max, focusedDayRef, onSelect }: TCalendarProps) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  const [focused, setFocused] = useState(initialFocused);
  // Set by grid keys only: the month/year buttons change the month but keep focus on themselves.
  const moveFocusToGrid = useRef(false);

  const formats = useMemo(
    () => ({
      heading: new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }),
      weekdayShort: new Intl.DateTimeFormat(language, { weekday: 'short' }),
      weekdayLong: new Intl.DateTimeFormat(language, { weekday: 'long' }),
      fullDate: new Intl.DateTimeFormat(language, { dateStyle: 'full' }),
    }),
    [language],
  );
  // 1 January 2024 was a Monday: any fixed Monday-to-Sunday week gives the weekday names.
  const weekdays = useMemo(
    () =>
      Array.from({ length: 7 }, (_, index) => {
        const date = new Date(2024, 0, 1 + index);
        return { short: formats.weekdayShort.format(date), long: formats.weekdayLong.format(date) };
      }),
    [formats],
  );

  useEffect(() => {
    if (!moveFocusToGrid.current) return;
    moveFocusToGrid.current = false;
    focusedDayRef.current?.focus();
  }, [focused, focusedDayRef]);

  const shownMonth = new Date(focused).getMonth();
  const minDay = min === undefined ? undefined : dayOf(min);
  const maxDay = max === undefined ? undefined : dayOf(max);
  const outOfRange = (day: number) => (minDay !== undefined && day < minDay) || (maxDay !== undefined && day > maxDay);

  function handleGridKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    let next: number;
    switch (event.key) {
      case 'ArrowLeft':
        next = addDays(focused, -1);
        break;
      case 'ArrowRight':
        next = addDays(focused, 1);
        break;
      case 'ArrowUp':
        next = addDays(focused, -7);
        break;
      case 'ArrowDown':
        next = addDays(focused, 7);
        break;
      case 'Home':
        next = addDays(focused, -weekdayIndex(focused));
        break;
      case 'End':
        next = addDays(focused, 6 - weekdayIndex(focused));
        break;
      case 'PageUp':
        next = addMonths(focused, event.shiftKey ? -12 : -1);
        break;
      case 'PageDown':
        next = addMonths(focused, event.shiftKey ? 12 : 1);
        break;
      default:
        return;
    }
    event.preventDefault();
    moveFocusToGrid.current = true;
    setFocused(next);
  }

  const navigation = [
    { key: 'previousYear', modifier: 'previous-year', months: -12, icon: '«' },
    { key: 'previousMonth', modifier: 'previous-month', months: -1, icon: '‹' },
    { key: 'nextMonth', modifier: 'next-month', months: 1, icon: '›' },
    { key: 'nextYear', modifier: 'next-year', months: 12, icon: '»' },
  ] as const;

  return (
    <div className="ui-calendar">
      <p id={headingId} className="ui-calendar__heading" aria-live="polite">
        {formats.heading.format(focused)}
      </p>
      <div className="ui-calendar__nav">
        {navigation.map((item) => (
          <button
            key={item.key}
            type="button"
            className={`ui-calendar__nav-button ui-calendar__nav-button--${item.modifier}`}
            aria-label={t(item.key)}
            onClick={() => setFocused((current) => addMonths(current, item.months))}
          >
            <span aria-hidden="true">{item.icon}</span>
          </button>
        ))}
      </div>
      <table role="grid" aria-labelledby={headingId} className="ui-calendar__grid" onKeyDown={handleGridKeyDown}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} className="ui-calendar__weekday">
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(focused).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const isFocused = day === focused;
                const isSelected = day === selected;
                const disabled = outOfRange(day);
                const classes = [
                  'ui-calendar__day',
                  new Date(day).getMonth() === shownMonth ? '' : 'ui-calendar__day--outside',
                  isSelected ? 'ui-calendar__day--selected' : '',
                  day === today ? 'ui-calendar__day--today' : '',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td key={day} role="gridcell" aria-selected={isSelected}>
                    <button
                      ref={isFocused ? focusedDayRef : undefined}
                      type="button"
                      className={classes}
                      tabIndex={isFocused ? 0 : -1}
                      aria-label={formats.fullDate.format(day)}
                      aria-current={day === today ? 'date' : undefined}
                      // Not `disabled`: a disabled button cannot take focus, and arrow keys must pass over it.
                      aria-disabled={disabled || undefined}
                      onClick={() => {
                        if (disabled) return;
                        onSelect(day);
                      }}
                    >
                      {new Date(day).getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

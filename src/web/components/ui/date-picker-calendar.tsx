import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../shared/languages.ts';
import { addDays, addMonths, dayOf, monthGrid, weekdayIndex } from './date-picker-days.ts';

export type TCalendarProps = {
  language: string;
  initialFocused: number;
  today: number;
  selected: number | null;
  min?: number;
  max?: number;
  focusedDayRef: RefObject<HTMLButtonElement | null>;
  onSelect: (day: number) => void;
};

/** The month grid of the date picker's popup: arrow keys move by day and week, the buttons by month and year. */
export function Calendar({
  language,
  initialFocused,
  today,
  selected,
  min,
  max,
  focusedDayRef,
  onSelect,
}: TCalendarProps) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  const [focused, setFocused] = useState(initialFocused);
  // Set by grid keys only: the month/year buttons change the month but keep focus on themselves.
  const moveFocusToGrid = useRef(false);

  const formats = useMemo(() => {
    const locale = localeOf(language);
    return {
      heading: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
      fullDate: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }),
    };
  }, [language]);
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

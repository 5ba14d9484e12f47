// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { DatePicker, formatDisplayDate } from './date-picker.tsx';

const day = (year: number, monthIndex: number, date: number) => new Date(year, monthIndex, date).getTime();

function Harness({
  initial = null,
  onChange,
  min,
  max,
  mandatory,
}: {
  initial?: number | null;
  onChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  mandatory?: boolean;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <DatePicker
      label="Date of birth"
      value={value}
      min={min}
      max={max}
      mandatory={mandatory}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement;
const heading = () => document.querySelector('.ui-calendar__heading')?.textContent;

async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Choose date for Date of birth' }));
  return screen.getByRole('dialog', { name: 'Date of birth' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('formatDisplayDate', () => {
  it('writes DD/MMM/YYYY with the month in the given language', () => {
    expect(formatDisplayDate(day(2024, 2, 5), 'en')).toBe('05/Mar/2024');
    expect(formatDisplayDate(day(2024, 11, 31), 'en')).toBe('31/Dec/2024');
    expect(formatDisplayDate(day(2024, 2, 5), 'sv')).toBe('05/mars/2024');
    // Swedish "jan." loses its abbreviation dot before the slash.
    expect(formatDisplayDate(day(2025, 0, 9), 'sv')).toBe('09/jan/2025');
  });
});

describe('DatePicker', () => {
  it('shows the value as DD/MMM/YYYY in the current language', () => {
    renderWithI18n(<Harness initial={day(2024, 2, 5)} />);
    expect(field().value).toBe('05/Mar/2024');
  });

  it('writes the value in the format a form gives it, keeping the same calendar', async () => {
    const user = userEvent.setup();
    const numeric = (timestamp: number) => new Date(timestamp).toLocaleDateString('en-GB');
    renderWithI18n(
      <DatePicker label="Date of birth" value={day(2024, 2, 5)} onChange={() => undefined} format={numeric} />,
    );
    expect(field().value).toBe('05/03/2024');
    await openCalendar(user);
    expect(heading()).toBe('March 2024');
  });

  it('shows an empty field with a placeholder when there is no value', () => {
    renderWithI18n(<Harness />);
    expect(field().value).toBe('');
    expect(field().getAttribute('placeholder')).toBe('DD/MMM/YYYY (Optional)');
  });

  it('marks a mandatory field with a star and aria-required, without "(Optional)"', () => {
    const { container } = renderWithI18n(<Harness mandatory />);
    expect(field().getAttribute('aria-required')).toBe('true');
    expect(field().getAttribute('placeholder')).toBe('DD/MMM/YYYY');
    expect(container.querySelector('.ui-field__star[aria-hidden="true"]')).not.toBeNull();
  });

  it('links an error to the field', () => {
    renderWithI18n(<DatePicker label="Date of birth" value={null} onChange={() => undefined} error="Choose a date" />);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose a date');
  });

  it('does not read the clock while rendering', () => {
    const now = vi.spyOn(Date, 'now');
    renderWithI18n(<Harness />);
    expect(now).not.toHaveBeenCalled();
    now.mockRestore();
  });

  it('opens a calendar of 6 weeks × 7 days starting on Monday, focused on the value', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness initial={day(2024, 2, 5)} />);
    const toggle = screen.getByRole('button', { name: 'Choose date for Date of birth' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const dialog = await openCalendar(user);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const grid = within(dialog).getByRole('grid', { name: 'March 2024' });
    expect(within(grid).getAllByRole('row')).toHaveLength(7); // header row + 6 weeks
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells).toHaveLength(42);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // 1 March 2024 is a Friday, so the grid starts on Monday 26 February and ends on Sunday 7 April.
    expect(cells[0]?.textContent).toBe('26');
    expect(cells[41]?.textContent).toBe('7');

    const selected = cells.filter((cell) => cell.getAttribute('aria-selected') === 'true');
    expect(selected).toHaveLength(1);
    expect(document.activeElement).toBe(within(selected[0] as HTMLElement).getByRole('button'));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Tuesday, 5 March 2024');
  });

  it('navigates by month and by year', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness initial={day(2024, 0, 31)} />);
    const dialog = await openCalendar(user);
    // Looked up once: role queries over a full calendar are slow in jsdom, and these buttons persist.
    const [previousYear, previousMonth, nextMonth, nextYear] = [
      'Previous year',
      'Previous month',
      'Next month',
      'Next year',
    ].map((name) => within(dialog).getByRole('button', { name })) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(heading()).toBe('January 2024');
    await user.click(nextMonth);
    // 31 January + 1 month lands on the last day of February.
    expect(heading()).toBe('February 2024');
    expect(dialog.querySelector('[tabindex="0"].ui-calendar__day')?.getAttribute('aria-label')).toBe(
      'Thursday, 29 February 2024',
    );
    await user.click(previousMonth);
    await user.click(previousMonth);
    expect(heading()).toBe('December 2023');
    await user.click(nextYear);
    expect(heading()).toBe('December 2024');
    await user.click(previousYear);
    await user.click(previousYear);
    expect(heading()).toBe('December 2022');
    expect(screen.getByRole('grid', { name: 'December 2022' }).querySelectorAll('td')).toHaveLength(42);
  });

  it('moves with arrow keys, across months, and Enter selects local midnight of that day', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Harness initial={day(2024, 2, 29)} onChange={onChange} />);
    await openCalendar(user);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Saturday, 30 March 2024');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Saturday, 6 April 2024');
    expect(heading()).toBe('April 2024');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Friday, 29 March 2024');
    await user.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Monday, 25 March 2024');
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sunday, 31 March 2024');
    await user.keyboard('{PageDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Tuesday, 30 April 2024');
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sunday, 30 April 2023');

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(day(2023, 3, 30));
    const chosen = new Date(onChange.mock.calls[0]?.[0] as number);
    expect([chosen.getHours(), chosen.getMinutes(), chosen.getSeconds(), chosen.getMilliseconds()]).toEqual([
      0, 0, 0, 0,
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field().value).toBe('30/Apr/2023');
    // Focus goes back to the button that opened the calendar.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose date for Date of birth' }));
  });

  it('selects a clicked day', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Harness initial={day(2024, 2, 5)} onChange={onChange} />);
    await openCalendar(user);
    await user.click(screen.getByRole('button', { name: 'Friday, 15 March 2024' }));
    expect(onChange).toHaveBeenCalledWith(day(2024, 2, 15));
    expect(field().value).toBe('15/Mar/2024');
  });

  it('opens on today when empty, and marks today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 5, 15, 14, 30));
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await openCalendar(user);
    expect(heading()).toBe('June 2024');
    const focused = document.activeElement;
    expect(focused?.getAttribute('aria-label')).toBe('Saturday, 15 June 2024');
    expect(focused?.getAttribute('aria-current')).toBe('date');
    expect(
      screen.getAllByRole('gridcell').filter((cell) => cell.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(0);
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Harness initial={day(2024, 2, 5)} onChange={onChange} />);
    await openCalendar(user);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(field().value).toBe('05/Mar/2024');
  });

  it('clears the value when the field is emptied', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Harness initial={day(2024, 2, 5)} onChange={onChange} />);
    await user.click(field());
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(field());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field().value).toBe('');
  });

  it("takes a day typed on the keyboard, day first, and writes it the form's way once left", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    await user.type(field(), '7.3.2024');
    expect(onChange).toHaveBeenLastCalledWith(day(2024, 2, 7));
    await user.tab();
    expect(field().value).toBe('07/Mar/2024');
  });

  it('reports what is no day of the calendar as NaN and keeps it typed to be mended', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Harness onChange={onChange} />);
    await user.type(field(), '31/02/2024');
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
    await user.tab();
    expect(field().value).toBe('31/02/2024');
  });

  it('does not let days outside min/max be chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <Harness initial={day(2024, 2, 10)} min={day(2024, 2, 5)} max={day(2024, 2, 20)} onChange={onChange} />,
    );
    await openCalendar(user);
    const early = screen.getByRole('button', { name: 'Monday, 4 March 2024' });
    expect(early.getAttribute('aria-disabled')).toBe('true');
    await user.click(early);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tuesday, 5 March 2024' }).hasAttribute('aria-disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Wednesday, 20 March 2024' }));
    expect(onChange).toHaveBeenCalledWith(day(2024, 2, 20));
  });

  it('uses the interface language for months and weekdays', async () => {
    const user = userEvent.setup();
    renderWithI18n(<DatePicker label="Födelsedatum" value={day(2024, 2, 5)} onChange={() => undefined} />, {
      language: 'sv',
    });
    expect((screen.getByRole('textbox', { name: 'Födelsedatum' }) as HTMLInputElement).value).toBe('05/mars/2024');
    await user.click(screen.getByRole('button', { name: 'Välj datum för Födelsedatum' }));
    expect(heading()).toBe('mars 2024');
    expect(screen.getAllByRole('columnheader')[0]?.textContent).toBe('mån');
    expect(screen.getByRole('button', { name: 'Nästa år' })).toBeTruthy();
    // Each day is named the Swedish way, never the runtime's default (US English).
    expect(screen.getByRole('button', { name: 'tisdag 5 mars 2024' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tuesday, March 5, 2024' })).toBeNull();
  });

  it('names the days of an English page day first, as in Britain and Sweden, not the US way', async () => {
    const user = userEvent.setup();
    renderWithI18n(<DatePicker label="Start date" value={day(2024, 2, 5)} onChange={() => undefined} />, {
      language: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Choose date for Start date' }));
    expect(screen.getByRole('button', { name: 'Tuesday, 5 March 2024' })).toBeTruthy();
  });

  it('names the days of a Tamil page in Tamil', async () => {
    const user = userEvent.setup();
    renderWithI18n(<DatePicker label="நாள்" value={day(2024, 2, 5)} onChange={() => undefined} />, {
      language: 'ta',
    });
    await user.click(screen.getAllByRole('button')[0]!);
    const focused = document.querySelector('[tabindex="0"].ui-calendar__day');
    expect(focused?.getAttribute('aria-label')).toBe(
      new Intl.DateTimeFormat('ta-IN', { dateStyle: 'full' }).format(day(2024, 2, 5)),
    );
    expect(focused?.getAttribute('aria-label')).toMatch(/மார்ச்/);
  });
});

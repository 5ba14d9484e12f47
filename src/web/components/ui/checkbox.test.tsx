// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { Checkbox } from './checkbox.tsx';
import type { TCheckboxValue } from './checkbox.tsx';

describe('Checkbox', () => {
  it("reports 'true' when checked and '' when unchecked", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<TCheckboxValue>('');
      return (
        <Checkbox
          label="I accept the rules"
          checked={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    renderWithI18n(<Controlled />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the rules' }) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    await user.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith('true');
    expect(checkbox.checked).toBe(true);
    await user.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(checkbox.checked).toBe(false);
  });

  it('toggles by clicking the label and by Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Checkbox label="Newsletter" onChange={onChange} />);
    await user.click(screen.getByText('Newsletter'));
    expect(onChange).toHaveBeenLastCalledWith('true');
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('accepts a boolean checked value', () => {
    renderWithI18n(<Checkbox label="Newsletter" checked onChange={() => undefined} />);
    expect((screen.getByRole('checkbox', { name: 'Newsletter' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a linked error and the mandatory star', () => {
    const { container } = renderWithI18n(<Checkbox label="I accept the rules" mandatory error="Please accept" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the rules' });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect((checkbox as HTMLInputElement).required).toBe(true);
    expect(document.getElementById(checkbox.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please accept');
    expect(container.querySelector('.ui-field__star[aria-hidden="true"]')).not.toBeNull();
  });
});

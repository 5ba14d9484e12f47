// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { Dropdown } from './dropdown.tsx';

const DISTRICTS = [
  { value: 'jaffna', label: 'Jaffna' },
  { value: 'batticaloa', label: 'Batticaloa' },
];

describe('Dropdown', () => {
  it('is a labelled select, grey (ui-dropdown--empty) until something is chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Dropdown
          label="District"
          options={DISTRICTS}
          placeholder="Choose a district"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    renderWithI18n(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'District' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.classList.contains('ui-dropdown--empty')).toBe(true);
    expect(select.options[0]?.textContent).toBe('Choose a district');
    expect(select.options[0]?.value).toBe('');

    await user.selectOptions(select, 'batticaloa');
    expect(onChange).toHaveBeenLastCalledWith('batticaloa');
    expect(select.value).toBe('batticaloa');
    expect(select.classList.contains('ui-dropdown--empty')).toBe(false);

    await user.selectOptions(select, '');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(select.classList.contains('ui-dropdown--empty')).toBe(true);
  });

  it('tracks the empty look without a value prop too', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Dropdown label="District" options={DISTRICTS} />);
    const select = screen.getByRole('combobox', { name: 'District' });
    expect(select.classList.contains('ui-dropdown--empty')).toBe(true);
    await user.selectOptions(select, 'jaffna');
    expect(select.classList.contains('ui-dropdown--empty')).toBe(false);
  });

  it('uses the catalog placeholder when none is given', () => {
    renderWithI18n(<Dropdown label="Län" options={DISTRICTS} />, { language: 'sv' });
    const select = screen.getByRole('combobox', { name: 'Län' }) as HTMLSelectElement;
    expect(select.options[0]?.textContent).toBe('Välj…');
  });

  it('offers no empty choice for a setting that always has a value', () => {
    renderWithI18n(<Dropdown label="Rader" options={DISTRICTS} value="jaffna" alwaysChosen />, { language: 'sv' });
    const select = screen.getByRole('combobox', { name: 'Rader' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['jaffna', 'batticaloa']);
  });

  it('is required with a star when mandatory', () => {
    const { container } = renderWithI18n(<Dropdown label="District" options={DISTRICTS} mandatory />);
    const select = screen.getByRole('combobox', { name: 'District' }) as HTMLSelectElement;
    expect(select.required).toBe(true);
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(container.querySelector('.ui-field__star[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the error under it, linked with aria-describedby', () => {
    renderWithI18n(<Dropdown label="District" options={DISTRICTS} error="Choose your district" />);
    const select = screen.getByRole('combobox', { name: 'District' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose your district',
    );
  });
});

// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { Textarea } from './textarea.tsx';

describe('Textarea', () => {
  it('shows the star and required state when mandatory', () => {
    const { container } = renderWithI18n(<Textarea label="Message" mandatory placeholder="Write here" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect((textarea as HTMLTextAreaElement).required).toBe(true);
    expect(textarea.getAttribute('aria-required')).toBe('true');
    expect(textarea.getAttribute('placeholder')).toBe('Write here');
    expect(container.querySelector('.ui-field__star[aria-hidden="true"]')?.textContent).toBe('*');
  });

  it('marks an optional placeholder with "(Optional)"', () => {
    const { container } = renderWithI18n(<Textarea label="Notes" placeholder="Anything else?" />);
    expect(screen.getByRole('textbox', { name: 'Notes' }).getAttribute('placeholder')).toBe(
      'Anything else? (Optional)',
    );
    expect(container.querySelector('.ui-field__star')).toBeNull();
  });

  it('uses the rows prop, default 4', () => {
    renderWithI18n(
      <>
        <Textarea label="Short" />
        <Textarea label="Long" rows={8} />
      </>,
    );
    expect((screen.getByRole('textbox', { name: 'Short' }) as HTMLTextAreaElement).rows).toBe(4);
    expect((screen.getByRole('textbox', { name: 'Long' }) as HTMLTextAreaElement).rows).toBe(8);
  });

  it('reports text, and Enter makes a new line', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Textarea
          label="Message"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    renderWithI18n(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}world');
    expect(onChange).toHaveBeenLastCalledWith('Hello\nworld');
  });

  it('shows a linked error', () => {
    renderWithI18n(<Textarea label="Message" error="Too long" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(textarea.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Too long');
  });
});

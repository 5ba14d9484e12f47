// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { TextInput } from './text-input.tsx';

function Controlled(props: { onSubmit?: (value: string) => void; onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Name"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
      onSubmit={props.onSubmit}
    />
  );
}

describe('TextInput', () => {
  it('shows a red star and marks the input required when mandatory', () => {
    const { container } = renderWithI18n(<TextInput label="Email" mandatory placeholder="you@example.com" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect((input as HTMLInputElement).required).toBe(true);
    expect(input.getAttribute('aria-required')).toBe('true');
    const star = container.querySelector('.ui-field__star');
    expect(star?.textContent).toBe('*');
    expect(star?.getAttribute('aria-hidden')).toBe('true');
    // Mandatory fields do not get the "(Optional)" suffix.
    expect(input.getAttribute('placeholder')).toBe('you@example.com');
  });

  it('appends "(Optional)" to the placeholder when not mandatory, and shows no star', () => {
    const { container } = renderWithI18n(<TextInput label="Phone" type="tel" placeholder="070 123 45 67" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('placeholder')).toBe('070 123 45 67 (Optional)');
    expect((input as HTMLInputElement).required).toBe(false);
    expect(input.hasAttribute('aria-required')).toBe(false);
    expect(container.querySelector('.ui-field__star')).toBeNull();
  });

  it('uses "(Optional)" alone when there is no placeholder, translated', () => {
    renderWithI18n(<TextInput label="Telefon" />, { language: 'sv' });
    expect(screen.getByRole('textbox', { name: 'Telefon' }).getAttribute('placeholder')).toBe('(Valfritt)');
  });

  it('reports typed text and calls onSubmit with it on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    renderWithI18n(<Controlled onSubmit={onSubmit} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.type(input, 'Kavya');
    expect(onChange).toHaveBeenLastCalledWith('Kavya');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('Kavya');
  });

  it('keeps Enter from also submitting the surrounding form when onSubmit is given', async () => {
    const user = userEvent.setup();
    const formSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onSubmit = vi.fn();
    const { container } = renderWithI18n(
      <form>
        <TextInput label="Name" onSubmit={onSubmit} />
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', formSubmit);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('x');
    expect(formSubmit).not.toHaveBeenCalled();
  });

  it('shows the error under the field, linked and marked invalid', () => {
    renderWithI18n(<TextInput label="Email" error="Enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe('Enter a valid email address');
  });

  it('has no error wiring without an error', () => {
    renderWithI18n(<TextInput label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('passes the input attributes through and uses the given id', () => {
    renderWithI18n(
      <TextInput
        label="Email"
        id="member-email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={120}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(input.id).toBe('member-email');
    expect(input.name).toBe('email');
    expect(input.type).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('inputmode')).toBe('email');
    expect(input.maxLength).toBe(120);
  });

  it('generates distinct ids when none is given', () => {
    renderWithI18n(
      <>
        <TextInput label="First" />
        <TextInput label="Second" />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First' });
    const second = screen.getByRole('textbox', { name: 'Second' });
    expect(first.id).not.toBe('');
    expect(first.id).not.toBe(second.id);
  });

  it('supports password fields', () => {
    renderWithI18n(<TextInput label="Password" type="password" mandatory />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
  });
});

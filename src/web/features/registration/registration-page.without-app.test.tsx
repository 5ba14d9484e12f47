// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage, section, SUCCESS_TEXT } from './registration-page.fixtures.tsx';

describe('RegistrationPage without the app', () => {
  it('is a plain post to its page with named fields, its kid rows and spouse as the address asks', () => {
    renderPage('en', '/memberregistration?kids=2&spouse=1');
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/memberregistration');
    expect(screen.getAllByRole('group', { name: /^Kid \d$/ })).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Kid 2' })).getByLabelText('First name')).toHaveProperty(
      'name',
      'kids.1.firstName',
    );
    expect(within(section('Spouse')).getByLabelText('E-mail')).toHaveProperty('name', 'spouse.email');
    expect(screen.getByRole('checkbox', { name: 'I have read and accept the membership terms' })).toHaveProperty(
      'name',
      'self.accept',
    );
  });

  it('shows a refused post again: as typed, its kid rows, each field’s error and a refusal that names no field', () => {
    renderPage('en', '/memberregistration', {
      form: 'registration',
      values: {
        'self.firstName': 'Anna',
        'self.email': 'anna@e2e.test',
        hasSpouse: 'true',
        'kids.0.firstName': 'Arun',
        'kids.1.lastName': 'Raman',
      },
      errors: { 'self.email': 'emailInvalid', 'kids.1.firstName': 'mandatory' },
      refusal: 'duplicate_email',
    });
    expect(within(section('About you')).getByLabelText('First name')).toHaveProperty('value', 'Anna');
    expect(within(section('Spouse')).getByRole('checkbox', { name: 'Register my spouse too' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(screen.getByRole('group', { name: 'Kid 1' })).getByLabelText('First name')).toHaveProperty(
      'value',
      'Arun',
    );
    const secondKid = within(screen.getByRole('group', { name: 'Kid 2' })).getByLabelText('First name');
    expect(secondKid).toHaveProperty('ariaInvalid', 'true');
    expect(within(section('About you')).getByLabelText('E-mail')).toHaveProperty('ariaInvalid', 'true');
    expect(screen.getByRole('alert').textContent).toContain('An e-mail address you gave is already registered.');
  });

  it('shows the success text at ?sent, where a registration sent without the app lands', () => {
    renderPage('en', '/memberregistration?sent=1');
    expect(screen.getByText(SUCCESS_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_KIDS } from './given-id.ts';
import {
  ADD_KID_INTENT,
  emptyRegistrationForm,
  formAfterPress,
  formOfPost,
  kidRowsOfPost,
  languageOfPost,
  postOfForm,
  removeKidIntent,
} from './registration-form.ts';

const posted = {
  'self.firstName': 'Anna',
  'self.lastName': 'Raman',
  'self.email': 'anna@example.org',
  'self.accept': 'true',
  hasSpouse: 'true',
  'spouse.firstName': 'Kumar',
  'kids.0.firstName': 'Arun',
  'kids.0.lastName': 'Raman',
  'kids.0.personalNumber': '',
  'kids.3.firstName': 'Bala',
};

describe('the registration form from a post without the app', () => {
  it('takes the form’s own fields only, ticks as booleans, and the kid rows sent in order, numbered anew', () => {
    const form = formOfPost({ ...posted, password: 'Secret-Word-1', 'self.accept': 'true', 'kids.9.firstName': 'X' });
    expect(form.self).toMatchObject({ firstName: 'Anna', email: 'anna@example.org', city: '', accept: true });
    expect(form.hasSpouse).toBe(true);
    expect(form.kids.map((kid) => [kid.firstName, kid.lastName, kid.key])).toEqual([
      ['Arun', 'Raman', 1],
      ['Bala', '', 2],
    ]);
    const shown = postOfForm(form);
    // The page shows again only what the form has: a stray field (a password) is never written back.
    expect(Object.keys(shown).some((name) => name.includes('password') || name.includes('key'))).toBe(false);
    expect(shown).toMatchObject({ 'self.accept': 'true', hasSpouse: 'true', 'kids.1.firstName': 'Bala' });
    expect(kidRowsOfPost(shown)).toBe(2);
    expect(formOfPost(shown)).toEqual(form);
  });

  it('answers a kid row’s press, and a spouse ticked on a page that showed no spouse fields; the send is none', () => {
    const form = formOfPost(posted);
    expect(formAfterPress(form, { ...posted, intent: ADD_KID_INTENT })?.kids.map((kid) => kid.lastName)).toEqual([
      'Raman',
      '',
      'Raman',
    ]);
    expect(formAfterPress(form, { ...posted, intent: removeKidIntent(0) })?.kids.map((kid) => kid.firstName)).toEqual([
      'Bala',
    ]);
    expect(formAfterPress(form, posted)).toBeUndefined();
    expect(formAfterPress(form, { ...posted, intent: 'something-else' })).toBeUndefined();
    const { 'spouse.firstName': _spouse, ...withoutSpouseFields } = posted;
    expect(formAfterPress(formOfPost(withoutSpouseFields), withoutSpouseFields)?.hasSpouse).toBe(true);
  });

  it('starts with the rows the address asks for, within 0 and the most kids a family registers', () => {
    expect(emptyRegistrationForm({ kids: 2, hasSpouse: true })).toMatchObject({ hasSpouse: true, nextKidKey: 3 });
    expect(emptyRegistrationForm({ kids: 99 }).kids).toHaveLength(MAX_KIDS);
    expect(emptyRegistrationForm({ kids: -1 }).kids).toHaveLength(0);
    expect(emptyRegistrationForm({ kids: Number('many') })).toMatchObject({ kids: [], nextKidKey: 1 });
  });

  it('takes the page’s language for the mails, and none that is not one of the site’s', () => {
    expect(languageOfPost({ language: 'ta' })).toBe('ta');
    expect(languageOfPost({ language: 'de' })).toBeUndefined();
    expect(languageOfPost({})).toBeUndefined();
  });
});

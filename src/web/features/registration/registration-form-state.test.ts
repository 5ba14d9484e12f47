import { describe, expect, it } from 'vitest';
import { MAX_KIDS } from '../../../shared/given-id.ts';
import { ZRegistration } from '../../../shared/registration.schema.ts';
import {
  addKid,
  canAddKid,
  emptyRegistrationForm,
  familyPeople,
  readField,
  removeKid,
  toRegistrationDraft,
  writeField,
  type TRegistrationForm,
} from './registration-form-state.ts';

function withKids(count: number): TRegistrationForm {
  let form = emptyRegistrationForm();
  for (let i = 0; i < count; i++) form = addKid(form);
  return form;
}

describe('kids', () => {
  it('adds empty kid sections up to MAX_KIDS, then nothing more', () => {
    const five = withKids(MAX_KIDS);
    expect(MAX_KIDS).toBe(5);
    expect(five.kids).toHaveLength(5);
    expect(canAddKid(five)).toBe(false);
    expect(addKid(five)).toBe(five);
    expect(canAddKid(withKids(4))).toBe(true);
  });

  it("fills a new kid's family name from the registrant's, which the kid may change", () => {
    let form = writeField(emptyRegistrationForm(), 'self.lastName', 'Raman');
    form = addKid(addKid(form));
    expect(form.kids.map((kid) => kid.lastName)).toEqual(['Raman', 'Raman']);
    form = writeField(form, 'kids.1.lastName', 'Kumar');
    form = writeField(form, 'self.lastName', 'Ramanathan');
    // The one still as filled in follows the registrant; the one typed apart stays.
    expect(form.kids.map((kid) => kid.lastName)).toEqual(['Ramanathan', 'Kumar']);
    expect(form.self.lastName).toBe('Ramanathan');
  });

  it('gives every kid its own key, also after a removal', () => {
    const form = removeKid(withKids(3), 0);
    const again = addKid(form);
    const keys = again.kids.map((kid) => kid.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('removes the chosen kid and keeps the others in order', () => {
    let form = withKids(3);
    form = writeField(form, 'kids.0.firstName', 'Arun');
    form = writeField(form, 'kids.1.firstName', 'Bala');
    form = writeField(form, 'kids.2.firstName', 'Chitra');
    const after = removeKid(form, 1);
    expect(after.kids.map((kid) => kid.firstName)).toEqual(['Arun', 'Chitra']);
    expect(readField(after, 'kids.1.firstName')).toBe('Chitra');
  });

  it('removing the only kid leaves none (the section hides), and a bad index changes nothing', () => {
    const one = withKids(1);
    expect(removeKid(one, 0).kids).toEqual([]);
    expect(removeKid(one, 3)).toBe(one);
    expect(removeKid(one, -1)).toBe(one);
  });
});

describe('fields by path', () => {
  it('reads and writes self, spouse and kid fields', () => {
    let form = withKids(1);
    form = writeField(form, 'self.email', 'anna@e.test');
    form = writeField(form, 'spouse.phoneNumber', '0701234567');
    form = writeField(form, 'kids.0.personalNumber', '20150101-0001');
    expect(readField(form, 'self.email')).toBe('anna@e.test');
    expect(readField(form, 'spouse.phoneNumber')).toBe('0701234567');
    expect(readField(form, 'kids.0.personalNumber')).toBe('20150101-0001');
  });

  it('ignores paths the form does not have', () => {
    const form = emptyRegistrationForm();
    expect(writeField(form, 'self.password', 'x')).toBe(form);
    expect(writeField(form, 'kids.0.key', '9')).toBe(form);
    expect(readField(form, 'kids.3.firstName')).toBe('');
    expect(readField(form, 'nothing')).toBe('');
  });
});

describe('toRegistrationDraft', () => {
  function filled(): TRegistrationForm {
    let form = emptyRegistrationForm();
    form = writeField(form, 'self.firstName', 'Anna');
    form = writeField(form, 'self.lastName', 'Raman');
    form = writeField(form, 'self.personalNumber', '19900101-0017');
    form = writeField(form, 'self.email', 'Anna@E.test');
    form = writeField(form, 'self.city', '   ');
    form = writeField(form, 'self.country', 'Sverige');
    return { ...form, accepted: true };
  }

  it('leaves out blank optional fields, an unticked spouse and an empty kids list', () => {
    const draft = toRegistrationDraft(filled(), 'ta');
    expect(draft).toEqual({
      self: {
        firstName: 'Anna',
        lastName: 'Raman',
        personalNumber: '19900101-0017',
        gender: undefined,
        email: 'Anna@E.test',
        streetAddress: undefined,
        city: undefined,
        postalCode: undefined,
        country: 'Sverige',
        phoneNumber: undefined,
        accept: 'v1.0.0',
      },
      language: 'ta',
    });
    expect(JSON.parse(JSON.stringify(draft)).self).not.toHaveProperty('city');
  });

  it('sends accept only once the terms were accepted', () => {
    expect(toRegistrationDraft({ ...filled(), accepted: false }, 'en').self.accept).toBeUndefined();
  });

  it('includes the spouse when ticked and every kid, and passes the shared schema', () => {
    let form = { ...filled(), hasSpouse: true };
    form = writeField(form, 'spouse.firstName', 'Kumar');
    form = writeField(form, 'spouse.lastName', 'Raman');
    form = writeField(form, 'spouse.personalNumber', '19880515-0003');
    form = writeField(form, 'spouse.email', 'kumar@e.test');
    form = addKid(form);
    form = writeField(form, 'kids.0.firstName', 'Arun');
    form = writeField(form, 'kids.0.lastName', 'Raman');
    form = writeField(form, 'kids.0.personalNumber', '20150101-0001');
    const draft = toRegistrationDraft(form, 'sv');
    expect(draft.spouse).toEqual({
      firstName: 'Kumar',
      lastName: 'Raman',
      personalNumber: '19880515-0003',
      email: 'kumar@e.test',
      phoneNumber: undefined,
    });
    expect(draft.kids).toEqual([{ firstName: 'Arun', lastName: 'Raman', personalNumber: '20150101-0001' }]);
    const parsed = ZRegistration.safeParse(draft);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.self.email).toBe('anna@e.test');
    expect(familyPeople(form)).toEqual([
      { who: 'self', role: 'adult', personnummer: '19900101-0017' },
      { who: 'spouse', role: 'adult', personnummer: '19880515-0003' },
      { who: 'kid', kidNumber: 1, role: 'kid', personnummer: '20150101-0001' },
    ]);
  });

  it('leaves the spouse out when the box is unticked again, even with fields typed', () => {
    const form = writeField({ ...filled(), hasSpouse: false }, 'spouse.firstName', 'Kumar');
    expect(toRegistrationDraft(form, 'en')).not.toHaveProperty('spouse');
    expect(familyPeople(form).map((person) => person.who)).toEqual(['self']);
  });
});

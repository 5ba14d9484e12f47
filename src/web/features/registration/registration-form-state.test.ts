import { describe, expect, it } from 'vitest';
import { MAX_KIDS } from '../../../shared/given-id.ts';
import { ZRegistration } from '../../../shared/registration.schema.ts';
import {
  addKid,
  canAddKid,
  emptyRegistrationForm,
  registrationOfForm,
  removeKid,
  type TRegistrationForm,
} from '../../../shared/registration-form.ts';
import { issuesToFieldErrors } from '../../lib/field-errors.ts';
import {
  familyPeople,
  readField,
  withFieldRevalidated,
  withKidRemoved,
  writeField,
} from './registration-form-state.ts';

/** The form with each field typed, by its dotted path. */
function written(form: TRegistrationForm, fields: Record<string, string>): TRegistrationForm {
  return Object.entries(fields).reduce((current, [path, value]) => writeField(current, path, value), form);
}

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
    expect(writeField(form, 'self.accept', 'true')).toBe(form);
    expect(writeField(form, 'kids.0.key', '9')).toBe(form);
    expect(readField(form, 'kids.3.firstName')).toBe('');
    expect(readField(form, 'nothing')).toBe('');
  });
});

describe('registrationOfForm', () => {
  function filled(): TRegistrationForm {
    const form = written(emptyRegistrationForm(), {
      'self.firstName': 'Anna',
      'self.lastName': 'Raman',
      'self.personalNumber': '19900101-0017',
      'self.email': 'Anna@E.test',
      'self.city': '   ',
      'self.country': 'Sverige',
    });
    return { ...form, self: { ...form.self, accept: true } };
  }

  it('leaves out blank optional fields, an unticked spouse and an empty kids list', () => {
    const draft = registrationOfForm(filled(), 'ta');
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
    const unticked = filled();
    expect(
      registrationOfForm({ ...unticked, self: { ...unticked.self, accept: false } }, 'en').self.accept,
    ).toBeUndefined();
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
    const draft = registrationOfForm(form, 'sv');
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
    expect(registrationOfForm(form, 'en')).not.toHaveProperty('spouse');
    expect(familyPeople(form).map((person) => person.who)).toEqual(['self']);
  });
});

function errorsOf(input: unknown) {
  const result = ZRegistration.safeParse(input);
  if (result.success) throw new Error('expected the input to be invalid');
  return issuesToFieldErrors(result.error.issues);
}

describe("the errors of the form, by the fields' dotted paths", () => {
  it('names each field as the form does, with the validation key of its first issue', () => {
    const form = written(
      { ...withKids(1), hasSpouse: true },
      {
        'self.lastName': 'Raman',
        'self.personalNumber': '1990-01-01',
        'self.email': 'no-at-sign',
        'spouse.firstName': 'Priya',
        'spouse.personalNumber': '19900101-0017',
        'spouse.email': 'p@e.test',
        'kids.0.firstName': 'Arun',
      },
    );
    expect(errorsOf(registrationOfForm(form, 'en'))).toEqual({
      'self.firstName': 'mandatory',
      'self.personalNumber': 'personalNumberInvalid',
      'self.email': 'emailInvalid',
      'self.accept': 'accept',
      'spouse.lastName': 'mandatory',
      'kids.0.personalNumber': 'mandatory',
    });
  });

  it('reports the family-wide checks (same personnummer twice) on the later person', () => {
    const typed = written(
      { ...emptyRegistrationForm(), hasSpouse: true },
      {
        'self.firstName': 'Anna',
        'self.lastName': 'Raman',
        'self.personalNumber': '19900101-0017',
        'self.email': 'anna@e.test',
        'spouse.firstName': 'Arun',
        'spouse.lastName': 'Raman',
        'spouse.personalNumber': '19900101-0017',
        'spouse.email': 'arun@e.test',
      },
    );
    const form = { ...typed, self: { ...typed.self, accept: true } };
    expect(errorsOf(registrationOfForm(form, 'en'))).toEqual({ 'spouse.personalNumber': 'personalNumberInvalid' });
  });

  it('updates only the blurred field', () => {
    const current = { 'self.firstName': 'mandatory' };
    const fresh = { 'self.lastName': 'mandatory', 'kids.0.firstName': 'mandatory' };
    expect(withFieldRevalidated(current, fresh, 'self.lastName')).toEqual({
      'self.firstName': 'mandatory',
      'self.lastName': 'mandatory',
    });
    expect(withFieldRevalidated(current, fresh, 'self.firstName')).toEqual({});
  });

  it('drops the removed kid and moves the later kids up', () => {
    expect(
      withKidRemoved(
        {
          'self.email': 'emailInvalid',
          'kids.0.firstName': 'mandatory',
          'kids.1.lastName': 'mandatory',
          'kids.2.personalNumber': 'personalNumberInvalid',
        },
        1,
      ),
    ).toEqual({
      'self.email': 'emailInvalid',
      'kids.0.firstName': 'mandatory',
      'kids.1.personalNumber': 'personalNumberInvalid',
    });
  });
});

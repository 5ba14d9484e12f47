import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { MAX_KIDS } from '../../../shared/given-id.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { normalisePersonnummer, personnummerProblem } from '../../../shared/personnummer.ts';
import { ZRegistration, type TRegistration } from '../../../shared/registration.schema.ts';
import { FeeSummary } from './fee-summary.tsx';
import { KidFieldset, SelfFields, SpouseFields, kidFirstNameId, type TBind } from './family-fields.tsx';
import { issuesToFieldErrors, withFieldRevalidated, withKidRemoved, type TFieldErrors } from './field-errors.ts';
import {
  addKid,
  canAddKid,
  emptyRegistrationForm,
  familyPeople,
  isPersonalNumberPath,
  readField,
  removeKid,
  toRegistrationDraft,
  writeField,
  type TRegistrationForm,
} from './registration-form-state.ts';
import { TermsPopup } from './terms-popup.tsx';
import { refusalText } from './registration-outcome.ts';
import { useRegisterFamily } from './api/register-family.ts';
import { Form } from '../../components/ui/form.tsx';

type TValidation = { data: TRegistration; errors: TFieldErrors } | { data: null; errors: TFieldErrors };
type TProblem = { kind: 'refused'; reason: string; code?: string } | { kind: 'failed' };

/** The same shared schema the server uses decides what is wrong, field by field. */
function validate(form: TRegistrationForm, language: string): TValidation {
  const result = ZRegistration.safeParse(toRegistrationDraft(form, toLanguage(language)));
  return result.success
    ? { data: result.data, errors: {} }
    : { data: null, errors: issuesToFieldErrors(result.error.issues) };
}

/**
 * A personnummer typed as 12 digits or in the 10-digit form is shown in the stored form once it is
 * left, so the person sees what will be sent; a wrong one stays as typed, to be corrected.
 */
function normalisedOnLeaving(form: TRegistrationForm, path: string): TRegistrationForm {
  if (!isPersonalNumberPath(path)) return form;
  const today = new Date();
  const typed = readField(form, path);
  const normalised = normalisePersonnummer(typed, today);
  return normalised !== typed && personnummerProblem(normalised, today) === null
    ? writeField(form, path, normalised)
    : form;
}

function withoutPrefix(errors: TFieldErrors, prefix: string): TFieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith(prefix))) as TFieldErrors;
}

export function RegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const { t, i18n } = useTranslation('registration');
  const { t: tv } = useTranslation('validation');
  const register = useRegisterFamily();
  const [form, setForm] = useState(emptyRegistrationForm);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<TProblem | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  // Where focus should go after the next render: the first invalid field, a new kid, the add button.
  const [focusTarget, setFocusTarget] = useState<{ kind: 'invalid' } | { kind: 'id'; id: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Set synchronously: a double click lands before React has re-rendered with isPending.
  const sending = useRef(false);

  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    if (focusTarget.kind === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    else document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const bind: TBind = (path) => {
    const error = errors[path];
    return {
      value: readField(form, path),
      error: error ? tv(error) : undefined,
      onChange: (value) => setForm((current) => writeField(current, path, value)),
      // A field is checked when it is left with something in it (or after the first submit), so a
      // wrong personnummer is told at once, while an untouched empty field stays quiet.
      onBlur: () => {
        const next = normalisedOnLeaving(form, path);
        if (next !== form) setForm(next);
        if (submitted || readField(next, path).trim() !== '') {
          setErrors((current) => withFieldRevalidated(current, validate(next, i18n.language).errors, path));
        }
      },
    };
  };

  function handleAddKid() {
    const next = addKid(form);
    const kid = next.kids[next.kids.length - 1];
    setForm(next);
    if (kid && next !== form) setFocusTarget({ kind: 'id', id: kidFirstNameId(kid) });
  }

  function handleRemoveKid(index: number) {
    setForm(removeKid(form, index));
    setErrors((current) => withKidRemoved(current, index));
    setFocusTarget({ kind: 'id', id: 'registration-add-kid' });
  }

  function handleSpouseChange(value: string) {
    setForm({ ...form, hasSpouse: value === 'true' });
    if (value !== 'true') setErrors((current) => withoutPrefix(current, 'spouse.'));
  }

  function handleAcceptBox(value: string) {
    // Ticking is done by the terms popup's Accept button only; un-ticking is allowed here.
    if (value === 'true') setTermsOpen(true);
    else setForm({ ...form, accepted: false });
  }

  function handleAccept() {
    setForm({ ...form, accepted: true });
    setErrors((current) => withFieldRevalidated(current, {}, 'self.accept'));
    setTermsOpen(false);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setSubmitted(true);
    setProblem(null);
    const { data, errors: found } = validate(form, i18n.language);
    setErrors(found);
    if (!data) {
      setFocusTarget({ kind: 'invalid' });
      return;
    }
    sending.current = true;
    const outcome = await register.mutateAsync(data).finally(() => {
      sending.current = false;
    });
    if (outcome.kind === 'success') {
      onRegistered();
    } else if (outcome.kind === 'refused') {
      setProblem({ kind: 'refused', reason: outcome.reason, code: outcome.code });
      if (Object.keys(outcome.fields).length > 0) {
        setErrors(outcome.fields);
        setFocusTarget({ kind: 'invalid' });
      }
    } else {
      setProblem({ kind: 'failed' });
    }
  }

  const acceptError = errors['self.accept'];
  return (
    <Form ref={formRef} className="registration" noValidate onSubmit={handleSubmit}>
      <p className="registration__intro">{t('intro')}</p>
      <SelfFields bind={bind} />

      <fieldset className="registration__section">
        <legend className="registration__legend">{t('sections.spouse')}</legend>
        <Checkbox label={t('spouse.include')} checked={form.hasSpouse} onChange={handleSpouseChange} />
        {form.hasSpouse && <SpouseFields bind={bind} />}
      </fieldset>

      <section className="registration__section" aria-labelledby="registration-kids-heading">
        <h2 id="registration-kids-heading" className="registration__legend">
          {t('sections.kids')}
        </h2>
        <p className="registration__hint">{t('kids.intro', { max: MAX_KIDS })}</p>
        {form.kids.length > 0 && (
          <div className="registration__kids">
            {form.kids.map((kid, index) => (
              <KidFieldset key={kid.key} bind={bind} kid={kid} index={index} onRemove={() => handleRemoveKid(index)} />
            ))}
          </div>
        )}
        {canAddKid(form) ? (
          <Button id="registration-add-kid" variant="secondary" onClick={handleAddKid}>
            {t('kids.add')}
          </Button>
        ) : (
          <p id="registration-add-kid" className="registration__hint" tabIndex={-1}>
            {t('kids.limit', { max: MAX_KIDS })}
          </p>
        )}
      </section>

      <section className="registration__section" aria-labelledby="registration-terms-heading">
        <h2 id="registration-terms-heading" className="registration__legend">
          {t('sections.terms')}
        </h2>
        <FeeSummary people={familyPeople(form)} />
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setTermsOpen(true)}>
          {t('terms.open')}
        </Button>
        <Checkbox
          className="registration__accept"
          label={t('terms.acceptBox')}
          checked={form.accepted}
          onChange={handleAcceptBox}
          mandatory
          error={acceptError ? tv(acceptError) : undefined}
        />
        <p className="registration__hint">{form.accepted ? t('terms.accepted') : t('terms.acceptHint')}</p>
      </section>

      {problem && (
        <div className="notice notice--error registration__problem" role="alert">
          {problem.kind === 'refused' ? (
            <>
              <p className="registration__problem-title">{t('refusedTitle')}</p>
              <p>{refusalText({ ...problem, fields: {} }, i18n)}</p>
            </>
          ) : (
            <p>{t('failure')}</p>
          )}
        </div>
      )}

      <Button type="submit" className="registration__submit" busy={register.isPending}>
        {t('submit')}
      </Button>
      <TermsPopup open={termsOpen} onClose={() => setTermsOpen(false)} onAccept={handleAccept} />
    </Form>
  );
}

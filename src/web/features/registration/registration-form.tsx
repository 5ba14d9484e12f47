import { useEffect, useRef, useState } from 'react';
import type { FormEvent, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Form } from '../../components/ui/form.tsx';
import { MAX_KIDS } from '../../../shared/given-id.ts';
import { toLanguage } from '../../../shared/languages.ts';
import { normalisePersonnummer, personnummerProblem } from '../../../shared/personnummer.ts';
import {
  ADD_KID_INTENT,
  addKid,
  canAddKid,
  emptyRegistrationForm,
  kidRowsOfPost,
  REGISTRATION_FORM,
  registrationOfForm,
  removeKid,
  type TRegistrationForm,
} from '../../../shared/registration-form.ts';
import type { TRegistration } from '../../../shared/registration.schema.ts';
import { setAppError } from '../../lib/app-error.ts';
import { formErrors, useForm } from '../../lib/use-form.ts';
import { useRefusedFormPost } from '../../lib/form-post.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FeeSummary } from './fee-summary.tsx';
import { KidFieldset, SelfFields, SpouseFields, kidFirstNameId, type TBind } from './family-fields.tsx';
import { FormPress } from '../../components/ui/form-press.tsx';
import {
  familyPeople,
  isPersonalNumberPath,
  readField,
  withFieldRevalidated,
  withKidRemoved,
  writeField,
} from './registration-form-state.ts';
import { TERMS_TEXT_ID, TermsPopup, TermsWithoutScripts } from './terms-popup.tsx';
import { catalogRefusal, refusalText } from './registration-outcome.ts';
import { useRegisterFamily } from './api/register-family.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';

const REGISTRATION_SCHEMA = lazySchema(
  () => import('../../../shared/registration.schema.ts'),
  (schemas) => schemas.ZRegistration,
);

type TProblem = { kind: 'refused'; reason: string; code?: string } | { kind: 'failed' };
type TFocusTarget = { kind: 'invalid' } | { kind: 'id'; id: string };

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

function withoutPrefix(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith(prefix)));
}

/** The rows the page starts with: as the address asks (`?kids=2&spouse=1`), or as a refused post had them. */
function useStartRows() {
  const { search } = useLocation();
  const posted = useRefusedFormPost(REGISTRATION_FORM);
  const params = new URLSearchParams(search);
  return () =>
    emptyRegistrationForm({
      kids: Math.max(Number(params.get('kids') ?? 0), posted ? kidRowsOfPost(posted.values) : 0),
      hasSpouse: params.get('spouse') === '1',
    });
}

/**
 * The family's registration. With the app it checks on leaving a field and sends to the API; without
 * it, it is a plain post to its page (the kid rows' presses too), which the server answers alike.
 */
export function RegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const { t, i18n } = useTranslation('registration');
  const register = useRegisterFamily();
  const hydrated = useHydrated();
  const posted = useRefusedFormPost(REGISTRATION_FORM);
  const [problem, setProblem] = useState<TProblem | null>(() =>
    posted?.refusal ? { kind: 'refused', reason: catalogRefusal(posted.refusal, i18n) } : null,
  );
  const [submitted, setSubmitted] = useState(posted !== undefined);
  const [termsOpen, setTermsOpen] = useState(false);
  // Where focus should go after the next render: the first invalid field, a new kid, the add button.
  const [focusTarget, setFocusTarget] = useState<TFocusTarget | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const language = toLanguage(i18n.language);

  const form = useForm<TRegistrationForm, TRegistration>({
    schema: REGISTRATION_SCHEMA,
    initial: useStartRows(),
    prepare: (values) => registrationOfForm(values, language),
    postedAs: REGISTRATION_FORM,
    send: async (_values, data) => {
      const outcome = await register.mutateAsync(data);
      if (outcome.kind === 'success') onRegistered();
      else if (outcome.kind === 'refused') {
        setProblem({ kind: 'refused', reason: outcome.reason, code: outcome.code });
        if (Object.keys(outcome.fields).length > 0) form.setErrors(outcome.fields);
      } else setProblem({ kind: 'failed' });
    },
  });
  const { values, setErrors, update, errorText } = form;

  useEffect(() => {
    // A send settles (busy back to false) with its errors shown: the first invalid field takes the focus.
    if (!focusTarget || (focusTarget.kind === 'invalid' && form.busy)) return;
    setFocusTarget(null);
    if (focusTarget.kind === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    else document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget, form.busy]);

  const bind: TBind = (path) => ({
    name: path,
    value: readField(values, path),
    error: errorText(path),
    onChange: (value) => update((current) => writeField(current, path, value)),
    // A field is checked when it is left with something in it (or after the first send), so a
    // wrong personnummer is told at once, while an untouched empty field stays quiet.
    onBlur: () => {
      const next = normalisedOnLeaving(values, path);
      if (next !== values) update(() => next);
      if (submitted || readField(next, path).trim() !== '') {
        formErrors(REGISTRATION_SCHEMA, registrationOfForm(next, language)).then(
          (fresh) => setErrors((current) => withFieldRevalidated(current, fresh, path)),
          setAppError,
        );
      }
    },
  });

  function handleAddKid() {
    const next = addKid(values);
    const kid = next.kids[next.kids.length - 1];
    update(() => next);
    if (kid && next !== values) setFocusTarget({ kind: 'id', id: kidFirstNameId(kid) });
  }

  function handleRemoveKid(index: number) {
    update((current) => removeKid(current, index));
    setErrors((current) => withKidRemoved(current, index));
    setFocusTarget({ kind: 'id', id: 'registration-add-kid' });
  }

  function handleSpouseChange(value: string) {
    update((current) => ({ ...current, hasSpouse: value === 'true' }));
    if (value !== 'true') setErrors((current) => withoutPrefix(current, 'spouse.'));
  }

  function handleAcceptBox(value: string) {
    // Ticking is done by the terms popup's Accept button only; un-ticking is allowed here.
    if (value === 'true') setTermsOpen(true);
    else update((current) => ({ ...current, self: { ...current.self, accept: false } }));
  }

  function handleAccept() {
    update((current) => ({ ...current, self: { ...current.self, accept: true } }));
    setErrors((current) => withFieldRevalidated(current, {}, 'self.accept'));
    setTermsOpen(false);
  }

  function openTerms(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setTermsOpen(true);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    setSubmitted(true);
    setProblem(null);
    setFocusTarget({ kind: 'invalid' });
    void form.submit(event);
  }

  return (
    <Form
      ref={formRef}
      className="registration"
      method="post"
      action="/memberregistration"
      noValidate
      onSubmit={handleSubmit}
    >
      {/* Without the app, Enter in a field sends the form: the first submit button is the send. */}
      {!hydrated && (
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {t('submit')}
        </button>
      )}
      <input type="hidden" name="language" value={language} />
      <p className="registration__intro">{t('intro')}</p>
      <SelfFields bind={bind} />

      <fieldset className="registration__section">
        <legend className="registration__legend">{t('sections.spouse')}</legend>
        <Checkbox
          name="hasSpouse"
          label={t('spouse.include')}
          checked={values.hasSpouse}
          onChange={handleSpouseChange}
        />
        {values.hasSpouse && <SpouseFields bind={bind} />}
      </fieldset>

      <section className="registration__section" aria-labelledby="registration-kids-heading">
        <h2 id="registration-kids-heading" className="registration__legend">
          {t('sections.kids')}
        </h2>
        <p className="registration__hint">{t('kids.intro', { max: MAX_KIDS })}</p>
        {values.kids.length > 0 && (
          <div className="registration__kids">
            {values.kids.map((kid, index) => (
              <KidFieldset key={kid.key} bind={bind} kid={kid} index={index} onRemove={() => handleRemoveKid(index)} />
            ))}
          </div>
        )}
        {canAddKid(values) ? (
          <FormPress variant="secondary" id="registration-add-kid" intent={ADD_KID_INTENT} onPress={handleAddKid}>
            {t('kids.add')}
          </FormPress>
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
        <FeeSummary people={familyPeople(values)} />
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setTermsOpen(true)}>
          {t('terms.open')}
        </Button>
        <Checkbox
          className="registration__accept"
          name="self.accept"
          label={
            <a href={`#${TERMS_TEXT_ID}`} onClick={openTerms}>
              {t('terms.acceptBox')}
            </a>
          }
          checked={values.self.accept}
          onChange={handleAcceptBox}
          mandatory
          error={errorText('self.accept')}
        />
        <p className="registration__hint">{values.self.accept ? t('terms.accepted') : t('terms.acceptHint')}</p>
        <TermsWithoutScripts />
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

      <Button type="submit" className="registration__submit" busy={form.busy}>
        {t('submit')}
      </Button>
      <TermsPopup open={termsOpen} onClose={() => setTermsOpen(false)} onAccept={handleAccept} />
    </Form>
  );
}

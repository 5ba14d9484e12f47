import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_LIMITS,
  ZContactMessage,
  type TContactField,
  type TContactMessage,
} from '../../../shared/contact.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useFormPostDone, useRefusedFormPost } from '../../lib/form-post.ts';
import { contactErrorsOf, type TContactErrors } from './contact-outcome.ts';
import { useSendContactMessage } from './api/send-contact-message.ts';
import { Form } from '../../components/ui/form.tsx';

type TContactForm = Record<TContactField, string> & { website: string };
type TNotice = { kind: 'success' } | { kind: 'tooMany' } | { kind: 'failed' };

const EMPTY_FORM: TContactForm = { fullName: '', email: '', subject: '', message: '', website: '' };

function validate(form: TContactForm): { data: TContactMessage | null; errors: TContactErrors } {
  const result = ZContactMessage.safeParse(form);
  return result.success
    ? { data: result.data, errors: {} }
    : {
        data: null,
        errors: contactErrorsOf(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      };
}

/** The contact form: fullName, email, subject, message; the same rules as the server. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const { t: tv } = useTranslation('validation');
  const send = useSendContactMessage();
  // Sent without the app: the server answered with the page again (refused) or its success state.
  const refused = useRefusedFormPost('contact');
  const sentWithoutApp = useFormPostDone();
  const [form, setForm] = useState<TContactForm>(() => ({ ...EMPTY_FORM, ...refused?.values }));
  const [errors, setErrors] = useState<TContactErrors>(() => contactErrorsOf(Object.entries(refused?.errors ?? {})));
  const [submitted, setSubmitted] = useState(refused !== undefined);
  const [notice, setNotice] = useState<TNotice | null>(sentWithoutApp ? { kind: 'success' } : null);
  const formRef = useRef<HTMLFormElement>(null);
  // Set synchronously: a double click lands before React has re-rendered with isPending.
  const sending = useRef(false);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const bind = (field: TContactField) => {
    const error = errors[field];
    return {
      label: t(`fields.${field}`),
      name: field,
      value: form[field],
      mandatory: true,
      maxLength: CONTACT_LIMITS[field],
      error: error ? tv(error) : undefined,
      onChange: (value: string) => setForm((current) => ({ ...current, [field]: value })),
      onBlur: () => {
        if (!submitted) return;
        setErrors((current) => {
          const next = { ...current };
          const fresh = validate(form).errors[field];
          if (fresh) next[field] = fresh;
          else delete next[field];
          return next;
        });
      },
    };
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setSubmitted(true);
    setNotice(null);
    const { data, errors: found } = validate(form);
    setErrors(found);
    if (!data) {
      focusFirstInvalid();
      return;
    }
    sending.current = true;
    const outcome = await send.mutateAsync(data).finally(() => {
      sending.current = false;
    });
    if (outcome.kind === 'success') {
      setForm(EMPTY_FORM);
      setErrors({});
      setSubmitted(false);
      setNotice({ kind: 'success' });
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      focusFirstInvalid();
    } else {
      setNotice(outcome);
    }
  }

  return (
    <Form ref={formRef} className="contact-form" method="post" action="/contactus" noValidate onSubmit={handleSubmit}>
      <p className="contact-form__intro">{t('intro')}</p>
      <TextInput {...bind('fullName')} autoComplete="name" />
      <TextInput {...bind('email')} type="email" autoComplete="email" />
      <TextInput {...bind('subject')} />
      <Textarea {...bind('message')} rows={6} />
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor="contact-website">{t('fields.website')}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.website}
          onChange={(event) => {
            const website = event.currentTarget.value;
            setForm((current) => ({ ...current, website }));
          }}
        />
      </div>
      {notice?.kind === 'success' && (
        <p className="notice notice--success" role="status">
          {t('success')}
        </p>
      )}
      {notice && notice.kind !== 'success' && (
        <p className="notice notice--error" role="alert">
          {notice.kind === 'tooMany' ? t('serverErrors.too_many_requests') : t('failure')}
        </p>
      )}
      <Button type="submit" busy={send.isPending}>
        {t('send')}
      </Button>
    </Form>
  );
}

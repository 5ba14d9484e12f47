import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContactField } from '../../../shared/contact.schema.ts';
import { CONTACT_LIMITS } from '../../../shared/contact.ts';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { useFormPostDone } from '../../lib/form-post.ts';
import { useForm } from '../../lib/use-form.ts';
import { useSendContactMessage } from './api/send-contact-message.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';

const CONTACT_MESSAGE_SCHEMA = lazySchema(
  () => import('../../../shared/contact.schema.ts'),
  (schemas) => schemas.ZContactMessage,
);

type TNotice = 'success' | 'tooMany' | 'failed';

const EMPTY_FORM: Record<TContactField | 'website', string> = {
  fullName: '',
  email: '',
  subject: '',
  message: '',
  website: '',
};

/** The contact form: fullName, email, subject, message; the same rules as the server. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage();
  // Sent without the app: the server answered with its success state (or the page again, refused).
  const sentWithoutApp = useFormPostDone();
  const [notice, setNotice] = useState<TNotice | null>(sentWithoutApp ? 'success' : null);
  const { values, busy, change, field, submit, reset } = useForm({
    schema: CONTACT_MESSAGE_SCHEMA,
    initial: EMPTY_FORM,
    postedAs: 'contact',
    recheckOnLeave: true,
    focusFirstInvalid: true,
    send: async (_typed, message) => {
      if (!(await send.mutateAsync(message))) {
        setNotice('failed');
        return;
      }
      reset();
      setNotice('success');
    },
    // Too many messages, or any answer but field errors: said above the button, the text kept.
    refused: (error) => {
      if (fieldErrors(error)) return false;
      setNotice(error instanceof ApiError && error.status === 429 ? 'tooMany' : 'failed');
      return true;
    },
  });

  const bind = (name: TContactField) => ({
    ...field(name),
    label: t(`fields.${name}`),
    mandatory: true,
    maxLength: CONTACT_LIMITS[name],
  });

  return (
    <Form
      className="contact-form"
      method="post"
      action="/contactus"
      noValidate
      onSubmit={(event) => {
        setNotice(null);
        void submit(event);
      }}
    >
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
          value={values.website}
          onChange={(event) => change('website')(event.currentTarget.value)}
        />
      </div>
      {notice === 'success' && (
        <p className="notice notice--success" role="status">
          {t('success')}
        </p>
      )}
      {notice && notice !== 'success' && (
        <p className="notice notice--error" role="alert">
          {notice === 'tooMany' ? t('serverErrors.too_many_requests') : t('failure')}
        </p>
      )}
      <Button type="submit" busy={busy}>
        {t('send')}
      </Button>
    </Form>
  );
}

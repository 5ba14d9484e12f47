import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { KnownPasswordField, RefusalLine } from '../../components/account-fields.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { errorCode } from '../../lib/field-errors.ts';
import { useRefusedFormPost } from '../../lib/form-post.ts';
import { useForm } from '../../lib/use-form.ts';
import { lazySchema } from '../../lib/lazy-schema.ts';

const accountFormsSchemas = () => import('../../../shared/account-forms.schema.ts');
const ACTIVATE_FORM_SCHEMA = lazySchema(accountFormsSchemas, (schemas) => schemas.ZActivateForm);
const ACTIVATE_NEW_PASSWORD_FORM_SCHEMA = lazySchema(
  accountFormsSchemas,
  (schemas) => schemas.ZActivateNewPasswordForm,
);

/** What a form sends: the password, and for a new one its confirmation. */
export type TActivationPassword = { password: string; confirmpassword?: string };

/** action: the page's own address, where the form posts without the app. */
type TFormProps = { action: string; onActivate: (typed: TActivationPassword) => Promise<void> };

/** The forms' names when they post without the app: the server answers a refusal under them. */
export const KNOWN_PASSWORD_FORM = 'activate';
export const NEW_PASSWORD_FORM = 'activateNewPassword';

/** A refusal shown under the button: the wrong sign-up password (also as a post the server refused), or too many tries. */
function useRefusal(form: string) {
  const posted = useRefusedFormPost(form);
  const [refusal, setRefusal] = useState<'wrongPassword' | 'tooMany' | null>(() =>
    posted?.refusal === 'wrongPassword' ? 'wrongPassword' : null,
  );
  const refused = (error: unknown) => {
    if (errorCode(error) === 'wrong_password') setRefusal('wrongPassword');
    else if (error instanceof ApiError && error.status === 429) setRefusal('tooMany');
    else return false;
    return true;
  };
  return { refusal, setRefusal, refused };
}

/** The password chosen at sign-up, typed again: only whoever knows it makes it the account's. */
export function KnownPasswordForm({ action, onActivate }: TFormProps) {
  const { t } = useTranslation('accounts');
  const { refusal, setRefusal, refused } = useRefusal(KNOWN_PASSWORD_FORM);
  const { busy, field, submit } = useForm({
    schema: ACTIVATE_FORM_SCHEMA,
    initial: { password: '' },
    postedAs: KNOWN_PASSWORD_FORM,
    send: async (typed) => {
      setRefusal(null);
      await onActivate({ password: typed.password });
    },
    refused,
  });
  return (
    <Form className="accounts__form" method="post" action={action} noValidate onSubmit={submit}>
      <KnownPasswordField label={t('activate.signupPassword')} {...field('password')} />
      <RefusalLine text={refusal && t(refusal === 'tooMany' ? 'errors.tooManyRequests' : 'activate.wrongPassword')} />
      <Button type="submit" busy={busy}>
        {t('activate.submit')}
      </Button>
    </Form>
  );
}

/** A new password chosen on the activation page: whatever was typed at sign-up no longer counts. */
export function NewPasswordForm({ action, onActivate }: TFormProps) {
  const { t } = useTranslation('accounts');
  const { refusal, setRefusal, refused } = useRefusal(NEW_PASSWORD_FORM);
  const { values, busy, change, errorText, submit } = useForm({
    schema: ACTIVATE_NEW_PASSWORD_FORM_SCHEMA,
    initial: { password: '', confirmpassword: '' },
    postedAs: NEW_PASSWORD_FORM,
    send: async (typed) => {
      setRefusal(null);
      await onActivate(typed);
    },
    refused,
  });
  return (
    <Form className="accounts__form" method="post" action={action} noValidate onSubmit={submit}>
      <NewPasswordFields
        values={values}
        change={change}
        errorText={errorText}
        labels="newPassword"
        hintClassName="accounts__hint"
      />
      <RefusalLine text={refusal === 'tooMany' ? t('errors.tooManyRequests') : null} />
      <Button type="submit" busy={busy}>
        {t('activate.submit')}
      </Button>
    </Form>
  );
}

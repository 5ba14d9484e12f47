import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZActivateForm, ZActivateNewPasswordForm } from '../../../shared/account-forms.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { Form } from '../../components/ui/form.tsx';
import { KnownPasswordField, RefusalLine } from '../../components/account-fields.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { errorCode } from '../../lib/field-errors.ts';
import { useForm } from '../../lib/use-form.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** What a form sends: the password, and for a new one its confirmation. */
export type TActivationPassword = { password: string; confirmpassword?: string };

type TFormProps = { onActivate: (typed: TActivationPassword) => Promise<void> };

/** A refusal shown under the button: the wrong sign-up password, or too many tries. */
function useRefusal() {
  const [refusal, setRefusal] = useState<'wrongPassword' | 'tooMany' | null>(null);
  const refused = (error: unknown) => {
    if (errorCode(error) === 'wrong_password') setRefusal('wrongPassword');
    else if (error instanceof ApiError && error.status === 429) setRefusal('tooMany');
    else return false;
    return true;
  };
  return { refusal, setRefusal, refused };
}

/** The password chosen at sign-up, typed again: only whoever knows it makes it the account's. */
export function KnownPasswordForm({ onActivate }: TFormProps) {
  const { t } = useTranslation('accounts');
  const hydrated = useHydrated();
  const { refusal, setRefusal, refused } = useRefusal();
  const { busy, field, submit } = useForm({
    schema: ZActivateForm,
    initial: { password: '' },
    send: async (typed) => {
      setRefusal(null);
      await onActivate({ password: typed.password });
    },
    refused,
  });
  return (
    <Form className="accounts__form" method="post" noValidate onSubmit={submit}>
      <KnownPasswordField label={t('activate.signupPassword')} {...field('password')} />
      <RefusalLine text={refusal && t(refusal === 'tooMany' ? 'errors.tooManyRequests' : 'activate.wrongPassword')} />
      <Button type="submit" busy={busy} disabled={!hydrated}>
        {t('activate.submit')}
      </Button>
    </Form>
  );
}

/** A new password chosen on the activation page: whatever was typed at sign-up no longer counts. */
export function NewPasswordForm({ onActivate }: TFormProps) {
  const { t } = useTranslation('accounts');
  const hydrated = useHydrated();
  const { refusal, setRefusal, refused } = useRefusal();
  const { values, busy, change, errorText, submit } = useForm({
    schema: ZActivateNewPasswordForm,
    initial: { password: '', confirmpassword: '' },
    send: async (typed) => {
      setRefusal(null);
      await onActivate(typed);
    },
    refused,
  });
  return (
    <Form className="accounts__form" method="post" noValidate onSubmit={submit}>
      <NewPasswordFields
        values={values}
        change={change}
        errorText={errorText}
        labels="newPassword"
        hintClassName="accounts__hint"
      />
      <RefusalLine text={refusal === 'tooMany' ? t('errors.tooManyRequests') : null} />
      <Button type="submit" busy={busy} disabled={!hydrated}>
        {t('activate.submit')}
      </Button>
    </Form>
  );
}

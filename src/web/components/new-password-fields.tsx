import { useTranslation } from 'react-i18next';
import { TextInput } from './ui/text-input.tsx';

type TPasswordField = 'password' | 'confirmpassword';

type TNewPasswordFieldsProps = {
  values: Record<TPasswordField, string>;
  change: (field: TPasswordField) => (value: string) => void;
  errorText: (field: TPasswordField) => string | undefined;
  /** Sign-up names them "password"; a reset or an activation names the new one. */
  labels: 'password' | 'newPassword';
  hintClassName: string;
};

const LABEL_KEYS = {
  password: { password: 'fields.password', confirm: 'fields.confirmPassword' },
  newPassword: { password: 'fields.newPassword', confirm: 'fields.confirmNewPassword' },
} as const;

/**
 * A password chosen by its owner, typed twice, with the rule it must meet: the one markup of every
 * account form that sets a password (sign-up, activation with a new password, reset).
 */
export function NewPasswordFields({ values, change, errorText, labels, hintClassName }: TNewPasswordFieldsProps) {
  const { t } = useTranslation('accounts');
  const keys = LABEL_KEYS[labels];
  return (
    <>
      <TextInput
        label={t(keys.password)}
        type="password"
        name="password"
        autoComplete="new-password"
        mandatory
        value={values.password}
        onChange={change('password')}
        error={errorText('password')}
      />
      <p className={hintClassName}>{t('fields.passwordHint')}</p>
      <TextInput
        label={t(keys.confirm)}
        type="password"
        name="confirmpassword"
        autoComplete="new-password"
        mandatory
        value={values.confirmpassword}
        onChange={change('confirmpassword')}
        error={errorText('confirmpassword')}
      />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { TextInput } from './ui/text-input.tsx';

/** A field of a form on useForm: its name (the post without the app sends it), value, change and error. */
export type TFieldBinding = {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

/*
 * The fields and the refusal line the account forms share (sign-in, sign-up, forgotten password,
 * new password, activation): the one markup of each.
 */

/** The account's e-mail address, as the browser's password manager knows it. */
export function EmailField(props: TFieldBinding) {
  const { t } = useTranslation('accounts');
  return <TextInput label={t('fields.email')} type="email" autoComplete="username" mandatory {...props} />;
}

/** A password the person already has (the sign-in's, or the one chosen at sign-up). */
export function KnownPasswordField({ label, ...props }: TFieldBinding & { label: string }) {
  return <TextInput label={label} type="password" autoComplete="current-password" mandatory {...props} />;
}

/**
 * Where a form says why the server refused it, under its fields: always there (announced when it
 * fills), empty while nothing was refused.
 */
export function RefusalLine({ className, text }: { className?: string; text: string | null | undefined }) {
  return (
    <div role="alert" className={className}>
      {text && <p className="notice notice--error">{text}</p>}
    </div>
  );
}

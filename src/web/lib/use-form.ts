import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { setAppError } from './app-error.ts';
import { fieldErrorKey, fieldErrors, issuesToFieldErrors } from './field-errors.ts';
import { useRefusedFormPost } from './form-post.ts';

/** One error key per failing field (a rule's key, or the server's); a field that holds is absent. */
export type TFieldErrors<TField extends string> = Partial<Record<TField, string>>;

/** The first issue of each field, as its error key: a user fixes one thing at a time. */
export function formErrors<TField extends string>(
  schema: z.ZodType,
  values: Readonly<Record<TField, string>>,
): TFieldErrors<TField> {
  return issuesToFieldErrors(schema.safeParse(values).error?.issues ?? []) as TFieldErrors<TField>;
}

/** The posted values of the form's own fields only. */
function pick<TField extends string>(fields: Readonly<Record<TField, string>>, posted: Record<string, string>) {
  return Object.fromEntries(Object.keys(fields).flatMap((field) => (field in posted ? [[field, posted[field]]] : [])));
}

export type TFormOptions<TField extends string> = {
  /** The shared schema of the form's values: the only check before sending. */
  schema: z.ZodType;
  initial: Readonly<Record<TField, string>>;
  /** Sends the values once the schema holds; what it resolves to is the form's own business. */
  send: (values: Readonly<Record<TField, string>>) => Promise<void>;
  /**
   * A refusal the form shows itself (a known error code, too many requests): true when it did.
   * Asked before the server's field errors; anything else unexpected is the application error.
   */
  refused?: (error: unknown) => boolean;
  /**
   * The form's name when it also posts without the app (`<Form method="post" action>`): a post the
   * server refused fills the fields as typed and shows its errors.
   */
  postedAs?: string;
  /**
   * A catalog prefix whose texts say an error key before the shared validation texts do (a
   * feature's own refusals: `bookings:serverErrors`).
   */
  ownErrorTexts?: string;
};

/**
 * The state and submit pipeline of a form of text fields: check with the shared schema, send,
 * then show the server's field errors beside the fields, a refusal the form knows, or else the
 * application error page.
 */
export function useForm<TField extends string>(options: TFormOptions<TField>) {
  const { schema, initial, send, refused, postedAs, ownErrorTexts } = options;
  const { t } = useTranslation();
  const posted = useRefusedFormPost(postedAs);
  const [values, setValues] = useState<Readonly<Record<TField, string>>>(() =>
    posted ? { ...initial, ...pick(initial, posted.values) } : initial,
  );
  const [errors, setErrors] = useState<TFieldErrors<TField>>(() => (posted?.errors ?? {}) as TFieldErrors<TField>);
  const [busy, setBusy] = useState(false);

  const change = (field: TField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const errorText = (field: TField): string | undefined => {
    const key = errors[field];
    if (!key) return undefined;
    return ownErrorTexts ? t([`${ownErrorTexts}.${key}`, fieldErrorKey(key)]) : t(fieldErrorKey(key));
  };

  /** Everything a field of the form needs: spread it on the field (components/account-fields.tsx). */
  const field = (name: TField) => ({ name, value: values[name], onChange: change(name), error: errorText(name) });

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = formErrors(schema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await send(values);
    } catch (error) {
      const fields = fieldErrors(error);
      if (refused?.(error)) return;
      if (fields) setErrors(fields as TFieldErrors<TField>);
      else setAppError(error);
    } finally {
      setBusy(false);
    }
  }

  return { values, errors, busy, change, errorText, field, submit, reset };
}

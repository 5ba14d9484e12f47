import { useRef, useState, type FormEvent } from 'react';
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

type TValues = Record<string, unknown>;

/** The posted values of the form's own fields only. */
function pick(fields: TValues, posted: Record<string, string>) {
  return Object.fromEntries(Object.keys(fields).flatMap((field) => (field in posted ? [[field, posted[field]]] : [])));
}

export type TFormOptions<TForm extends TValues, TData> = {
  /** The shared schema of the use case: the only check before sending, the same the server runs. */
  schema: z.ZodType<TData>;
  initial: TForm | (() => TForm);
  /**
   * What the schema checks, when the form holds its values otherwise (text for a number, a file
   * still to be read); the values themselves when absent.
   */
  prepare?: (values: Readonly<TForm>) => unknown;
  /** Sends the values once the schema holds (with the schema's output); what it resolves to is the form's own business. */
  send: (values: Readonly<TForm>, data: TData) => Promise<void>;
  /**
   * A refusal the form shows itself (a known error code, too many requests): true when it did.
   * Asked before the server's field errors; anything else unexpected is the application error.
   */
  refused?: (error: unknown) => boolean;
  /**
   * The catalog key that says an error key (validation:… unless the area words its own); several
   * keys: the first the catalog has.
   */
  errorKey?: (key: string) => string | string[];
  /**
   * The form's name when it also posts without the app (`<Form method="post" action>`): a post the
   * server refused fills the fields as typed and shows its errors.
   */
  postedAs?: string;
};

/**
 * The state and submit pipeline of a form: check with the shared schema, send, then show the
 * server's field errors beside the fields (by the schema's dotted path), a refusal the form knows,
 * or else the application error page.
 */
export function useForm<TForm extends TValues, TData = unknown>({
  schema,
  initial,
  prepare,
  send,
  refused,
  errorKey = fieldErrorKey,
  postedAs,
}: TFormOptions<TForm, TData>) {
  const { t } = useTranslation();
  const posted = useRefusedFormPost(postedAs);
  const [values, setValues] = useState<TForm>(() => {
    const start = typeof initial === 'function' ? initial() : initial;
    return posted ? ({ ...start, ...pick(start, posted.values) } as TForm) : start;
  });
  const [errors, setErrors] = useState<Record<string, string>>(() => posted?.errors ?? {});
  const [busy, setBusy] = useState(false);
  // Set synchronously: a double press lands before React has re-rendered with busy.
  const sending = useRef(false);

  const change =
    <TKey extends keyof TForm & string>(field: TKey) =>
    (value: TForm[TKey]) =>
      setValues((current) => ({ ...current, [field]: value }));

  /** Several fields at once (a row of a list, the values the server answered). */
  const patch = (next: Partial<TForm>) => setValues((current) => ({ ...current, ...next }));

  const errorText = (path: string): string | undefined => {
    const key = errors[path];
    return key ? t(errorKey(key)) : undefined;
  };

  /** Everything a field of the form needs: spread it on the field (components/account-fields.tsx). */
  const field = <TKey extends keyof TForm & string>(name: TKey) => ({
    name,
    value: values[name],
    onChange: change(name),
    error: errorText(name),
  });

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const parsed = schema.safeParse(prepare ? await prepare(values) : values);
      const found = issuesToFieldErrors(parsed.error?.issues ?? []);
      setErrors(found);
      if (!parsed.success) return;
      await send(values, parsed.data);
    } catch (error) {
      const fields = fieldErrors(error);
      if (refused?.(error)) return;
      if (fields && Object.keys(fields).length > 0) setErrors(fields);
      else setAppError(error);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { values, errors, busy, change, patch, setErrors, errorText, field, submit, reset };
}

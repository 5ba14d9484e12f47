import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setAppError } from './app-error.ts';
import { fieldErrorKey, fieldErrors, issuesToFieldErrors, type TFieldErrorKeys } from './field-errors.ts';
import { useRefusedFormPost } from './form-post.ts';
import type { TLazySchema } from './lazy-schema.ts';

/** The first issue of each field, as its error key: a user fixes one thing at a time. */
export async function formErrors(schema: TLazySchema<unknown>, values: unknown): Promise<TFieldErrorKeys> {
  const loaded = await schema.load();
  return issuesToFieldErrors(loaded.safeParse(values).error?.issues ?? []);
}

type TValues = Record<string, unknown>;

/**
 * `value` with the text posted for the field at `path` (the field's dotted name: `socialLinks.0.url`,
 * `grant.oncePerDay`): a tick takes `'true'`, any other field the text. A path the form does not have
 * (another row, `__proto__`) leaves it as it was: the page shows only the form's own fields.
 */
function withPosted(value: unknown, path: readonly string[], text: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return typeof value === 'boolean' ? text === 'true' : text;
  if (Array.isArray(value)) {
    const index = Number(head);
    if (!Number.isInteger(index) || index < 0 || index >= value.length) return value;
    return value.map((item: unknown, at) => (at === index ? withPosted(item, rest, text) : item));
  }
  if (!value || typeof value !== 'object' || !Object.hasOwn(value, head)) return value;
  const record = value as Record<string, unknown>;
  return { ...record, [head]: withPosted(record[head], rest, text) };
}

/** The form's start values with what was posted for its own fields. */
function pick<TForm extends TValues>(start: TForm, posted: Record<string, string>): TForm {
  return Object.entries(posted).reduce<unknown>(
    (form, [field, text]) => withPosted(form, field.split('.'), text),
    start,
  ) as TForm;
}

export type TFormOptions<TForm extends TValues, TData> = {
  /**
   * The shared schema of the use case: the only check before sending, the same the server runs.
   * Fetched once the form is on screen (lib/lazy-schema.ts).
   */
  schema: TLazySchema<TData>;
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
  /**
   * Once a send was tried, leaving a field checks it again, so a corrected field loses its error
   * before the next press (its line keeps its place: ui/field-error.tsx); checked with the values as
   * typed, so a form with `prepare` leaves it off.
   */
  recheckOnLeave?: boolean;
  /** A send the schema or the server refused moves the focus to the first field with an error. */
  focusFirstInvalid?: boolean;
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
  recheckOnLeave = false,
  focusFirstInvalid = false,
}: TFormOptions<TForm, TData>) {
  const { t } = useTranslation();
  const posted = useRefusedFormPost(postedAs);
  const [values, setValues] = useState<TForm>(() => {
    const start = typeof initial === 'function' ? initial() : initial;
    return posted ? pick(start, posted.values) : start;
  });
  const [errors, setErrors] = useState<Record<string, string>>(() => posted?.errors ?? {});
  const [busy, setBusy] = useState(false);
  // Set synchronously: a double press lands before React has re-rendered with busy.
  const sending = useRef(false);
  // A post the server refused was a send tried, too.
  const tried = useRef(posted !== undefined);

  // After hydration, so the schema and zod are no part of what the page needs to become interactive;
  // a fetch that fails now is tried again when the form checks.
  useEffect(() => {
    schema.load().catch(() => undefined);
  }, [schema]);

  const change =
    <TKey extends keyof TForm & string>(field: TKey) =>
    (value: TForm[TKey]) =>
      setValues((current) => ({ ...current, [field]: value }));

  /** Several fields at once (a row of a list, the values the server answered). */
  const patch = (next: Partial<TForm>) => setValues((current) => ({ ...current, ...next }));

  /** A change made from the values as they are then (a nested field; several changes before a render). */
  const update = (change: (current: TForm) => TForm) => setValues(change);

  const errorText = (path: string): string | undefined => {
    const key = errors[path];
    return key ? t(errorKey(key)) : undefined;
  };

  const recheck = async (name: string) => {
    if (!tried.current) return;
    const fresh = (await formErrors(schema, values))[name];
    setErrors(({ [name]: _old, ...others }) => (fresh ? { ...others, [name]: fresh } : others));
  };

  /** Everything a field of the form needs: spread it on the field (components/account-fields.tsx). */
  const field = <TKey extends keyof TForm & string>(name: TKey) => ({
    name,
    value: values[name],
    onChange: change(name),
    error: errorText(name),
    ...(recheckOnLeave ? { onBlur: () => void recheck(name).catch(setAppError) } : {}),
  });

  // The form whose first invalid field takes the focus once React has drawn the errors. A check
  // awaits the schema, so its errors are drawn in a later task than the press: a frame's callback
  // could come before them, an effect of the render that draws them cannot.
  const focusAfterErrors = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const form = focusAfterErrors.current;
    focusAfterErrors.current = null;
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const showErrors = (found: Record<string, string>, form: EventTarget | null | undefined) => {
    const focus = focusFirstInvalid && Object.keys(found).length > 0 && form instanceof HTMLFormElement;
    focusAfterErrors.current = focus ? form : null;
    setErrors(found);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    tried.current = false;
  };

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending.current) return;
    sending.current = true;
    tried.current = true;
    setBusy(true);
    const form = event?.currentTarget;
    try {
      const loaded = await schema.load();
      const parsed = loaded.safeParse(prepare ? await prepare(values) : values);
      showErrors(issuesToFieldErrors(parsed.error?.issues ?? []), form);
      if (!parsed.success) return;
      await send(values, parsed.data);
    } catch (error) {
      const fields = fieldErrors(error);
      if (refused?.(error)) return;
      if (fields && Object.keys(fields).length > 0) showErrors(fields, form);
      else setAppError(error);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { values, errors, busy, change, patch, update, setErrors, errorText, field, submit, reset };
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { normalisePersonnummer, personnummerProblem } from '../../../shared/personnummer.ts';
import { VALIDATION_ERROR_KEYS } from '../../../shared/validation/rules.ts';
import { Form } from '../../components/ui/form.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { setAppError } from '../../lib/app-error.ts';
import { useRefusedFormPost } from '../../lib/form-post.ts';
import type { TLazySchema } from '../../lib/lazy-schema.ts';
import { formErrors, useForm } from '../../lib/use-form.ts';
import { alertLines } from './alert-lines.ts';
import { useSaveEdit, type TEditKind } from './api/save-edit.ts';
import { useFamilySource } from './family-source.ts';

export type TEditField = {
  name: string;
  mandatory?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  maxLength?: number;
};

type TEditFormProps = {
  kind: TEditKind;
  /** The accessible name of the form, e.g. "Edit address". */
  title: string;
  fields: readonly TEditField[];
  initial: Record<string, string>;
  schema: TLazySchema<unknown>;
  /** Sent along unchanged (the kid's givenId, the sign-in e-mail that only its owner changes). */
  fixed?: Record<string, string>;
  /** Fields shown only when another field changed (the password for a new e-mail). */
  showField?: (name: string, values: Record<string, string>) => boolean;
  onSaved: (values: Record<string, string>) => void | Promise<void>;
  onCancel: () => void;
  /** A line above the fields (why a field is not there to change). */
  note?: string;
  /** The page's address this form posts to without the app (the member's own page only). */
  postsAt?: string;
};

function errorKey(message: string): string {
  return (VALIDATION_ERROR_KEYS as readonly string[]).includes(message) ? message : 'valueInvalid';
}

/** The field keys of a refused save (`self.personalNumber` -> personalNumber), as the form names its fields. */
function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = error instanceof ApiError ? (error.data as { fields?: unknown } | null)?.fields : undefined;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields).map(([path, key]) => [path.replace(/^(body\.)?self\./, ''), errorKey(String(key))]),
  );
}

// The shared schemas' name for it: typed in any form people use, shown in the stored form once left.
const PERSONAL_NUMBER_FIELD = 'personalNumber';

function normalisedOnLeaving(name: string, value: string): string {
  if (name !== PERSONAL_NUMBER_FIELD) return value;
  const today = new Date();
  const normalised = normalisePersonnummer(value, today);
  return personnummerProblem(normalised, today) === null ? normalised : value;
}

/** One edit mode of /mypage: the fields, validated by the same shared schema as the server's route. */
export function EditForm(props: TEditFormProps) {
  const { t } = useTranslation('mypage');
  const { editBase } = useFamilySource();
  const saveEdit = useSaveEdit();
  const formName = `edit-${props.kind}`;
  const posted = useRefusedFormPost(props.postsAt ? formName : undefined);
  // A refusal that names no field (an e-mail taken, a wrong password), as the app shows it after its own call.
  const [failure, setFailure] = useState<string[]>(() =>
    posted?.refusal ? t([`serverErrors.${posted.refusal}`, 'saveFailed']).split('\n') : [],
  );
  const visibleIn = (current: Record<string, string>) =>
    props.fields.filter((field) => props.showField?.(field.name, current) ?? true);

  const payloadOf = (current: Record<string, string>) => {
    const payload: Record<string, string> = { ...props.fixed };
    for (const field of visibleIn(current)) {
      const value = current[field.name] ?? '';
      // Optional fields left empty are not sent.
      if (value !== '' || field.mandatory) payload[field.name] = value;
    }
    return payload;
  };

  const { values, errors, busy, change, patch, setErrors, errorText, submit } = useForm<Record<string, string>>({
    schema: props.schema,
    initial: props.initial,
    prepare: payloadOf,
    postedAs: props.postsAt ? formName : undefined,
    send: async (current) => {
      setFailure([]);
      await saveEdit.mutateAsync({ kind: props.kind, self: payloadOf(current), editBase });
      await props.onSaved(current);
    },
    refused: (error) => {
      const refusedFields = serverFieldErrors(error);
      if (Object.keys(refusedFields).length > 0) setErrors(refusedFields);
      setFailure(alertLines(t, error, 'saveFailed'));
      return true;
    },
  });
  const visible = visibleIn(values);

  // A field left with something in it is checked at once (a personnummer's check digit, an age rule).
  const leave = async (name: string) => {
    const value = values[name] ?? '';
    if (value.trim() === '' && !errors[name]) return;
    const next = { ...values, [name]: normalisedOnLeaving(name, value) };
    patch(next);
    const found = (await formErrors(props.schema, payloadOf(next)))[name];
    setErrors(({ [name]: _left, ...others }) => (found ? { ...others, [name]: found } : others));
  };

  return (
    <Form
      className="mypage-edit"
      aria-label={props.title}
      method={props.postsAt ? 'post' : undefined}
      action={props.postsAt}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {props.note && <p className="mypage-edit__note">{props.note}</p>}
      {/* Sent along without the app as the app sends them (the other adult's own sign-in e-mail). */}
      {props.postsAt &&
        Object.entries(props.fixed ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      {visible.map((field) => (
        <TextInput
          key={field.name}
          name={field.name}
          label={t(`fields.${field.name}`)}
          type={field.type ?? 'text'}
          mandatory={field.mandatory}
          autoComplete={field.autoComplete ?? 'off'}
          maxLength={field.maxLength ?? 100}
          inputMode={field.name === PERSONAL_NUMBER_FIELD ? 'numeric' : undefined}
          value={values[field.name] ?? ''}
          onChange={change(field.name)}
          onBlur={() => void leave(field.name).catch(setAppError)}
          error={errorText(field.name)}
        />
      ))}
      {failure.length > 0 && (
        <div role="alert" className="mypage-alert">
          {failure.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </div>
      )}
      <div className="mypage-actions">
        <Button type="submit" busy={busy}>
          {t('save')}
        </Button>
        <Button type="button" variant="secondary" onClick={props.onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}

import { useId } from 'react';
import type { ChangeEvent, HTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useSteadyWhilePressed } from '../../lib/press-in-progress.ts';
import { useInsideForm } from './form.tsx';

/*
 * The label row, error line, the control's ids and placeholder rule are shared by every labelled
 * field (text input, textarea, dropdown, checkbox, date picker), so they live here beside the
 * simplest of them and the others import them.
 */

export type TFieldControl = ReturnType<typeof useFieldControl>;

/**
 * The id of a field's control (the caller's, or one of its own) and the ARIA that ties it to its
 * error line: invalid and described by the line only while there is an error to read.
 */
export function useFieldControl({ id, mandatory, error }: { id?: string; mandatory: boolean; error?: string }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  return {
    errorId,
    aria: {
      id: controlId,
      'aria-required': mandatory || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  };
}

/** The frame of a field: the label row, the control, and the error line under it. */
export function LabelledField({
  kind,
  className,
  label,
  mandatory,
  error,
  field,
  children,
}: {
  /** The control's own class beside `ui-field` (`ui-textarea`), if it has one. */
  kind?: string;
  className?: string;
  label: string;
  mandatory: boolean;
  error?: string;
  field: TFieldControl;
  children: ReactNode;
}) {
  return (
    <div className={['ui-field', kind ?? '', className ?? ''].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={field.aria.id} label={label} mandatory={mandatory} />
      {children}
      <FieldError id={field.errorId} error={error} />
    </div>
  );
}

export function FieldLabel({ htmlFor, label, mandatory }: { htmlFor: string; label: string; mandatory?: boolean }) {
  // The star sits outside <label> so the label's text (and getByLabelText) stays exactly the label;
  // screen readers learn "required" from the control itself, hence aria-hidden.
  return (
    <div className="ui-field__label-row">
      <label className="ui-field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {mandatory && <MandatoryStar />}
    </div>
  );
}

/** The star beside a mandatory field's label. */
export function MandatoryStar() {
  return (
    <span className="ui-field__star" aria-hidden="true">
      *
    </span>
  );
}

/**
 * The line under a field that says what is wrong. Inside a Form its place is kept while empty (one
 * line), so an error coming or going does not move what is below; and while a press is in progress
 * it holds what it showed, so a longer error neither moves the button under the finger.
 */
export function FieldError({ id, error, reserve }: { id: string; error?: string; reserve?: boolean }) {
  const inForm = useInsideForm();
  const shown = useSteadyWhilePressed(error);
  if (!shown && !(reserve ?? inForm)) return null;
  return (
    <p id={id} className={shown ? 'ui-field__error' : 'ui-field__error ui-field__error--empty'}>
      {shown}
    </p>
  );
}

/** Optional fields say so in their placeholder (spec): "<placeholder> (Optional)". */
export function useFieldPlaceholder(placeholder: string | undefined, mandatory: boolean): string | undefined {
  const { t } = useTranslation('ui');
  if (mandatory) return placeholder;
  const optional = t('optional');
  return placeholder ? `${placeholder} ${optional}` : optional;
}

/** Enter pressed to accept text, not to confirm an IME composition (Tamil keyboards compose). */
export function isPlainEnter(event: KeyboardEvent<HTMLElement>): boolean {
  return event.key === 'Enter' && !event.nativeEvent.isComposing && !event.shiftKey && !event.altKey;
}

/** What every labelled field takes besides its value; a box's label may hold a link (TLabel). */
export type TFieldProps<TElement, TLabel = string> = {
  label: TLabel;
  mandatory?: boolean;
  error?: string;
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  ref?: Ref<TElement>;
};

/** A field's frame (what LabelledField takes but the control) and the attributes every field's control has. */
export function useLabelledControl<TElement, TLabel = string>({
  label,
  mandatory = false,
  error,
  name,
  id,
  disabled,
  className,
  ref,
}: TFieldProps<TElement, TLabel>) {
  const field = useFieldControl({ id, mandatory, error });
  return {
    frame: { className, label, mandatory, error, field },
    control: { ref, ...field.aria, name, disabled, required: mandatory },
  };
}

/** What a field one types text into takes: a labelled field's props, its text and the placeholder. */
export type TTextFieldProps<TElement> = TFieldProps<TElement> & {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  maxLength?: number;
};

/** The frame and the control's attributes of a text input or a textarea: the typed text reported as a string. */
export function useTextControl<TElement extends HTMLInputElement | HTMLTextAreaElement>({
  value,
  defaultValue,
  onChange,
  onBlur,
  placeholder,
  maxLength,
  ...field
}: TTextFieldProps<TElement>) {
  const { frame, control } = useLabelledControl(field);
  const shownPlaceholder = useFieldPlaceholder(placeholder, frame.mandatory);
  return {
    frame,
    control: {
      ...control,
      value,
      defaultValue,
      placeholder: shownPlaceholder,
      maxLength,
      onChange: (event: ChangeEvent<TElement>) => onChange?.(event.currentTarget.value),
      onBlur,
    },
  };
}

export type TTextInputProps = TTextFieldProps<HTMLInputElement> & {
  /** Called with the current text when Enter is pressed in the field. */
  onSubmit?: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
};

export function TextInput({ onSubmit, type = 'text', autoComplete, inputMode, ...text }: TTextInputProps) {
  const { frame, control } = useTextControl(text);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!onSubmit || !isPlainEnter(event)) return;
    // The caller handles submission; stop the browser's implicit form submit from doing it twice.
    event.preventDefault();
    onSubmit(event.currentTarget.value);
  }

  return (
    <LabelledField kind="ui-text-input" {...frame}>
      <input
        {...control}
        className="ui-input"
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onKeyDown={handleKeyDown}
      />
    </LabelledField>
  );
}

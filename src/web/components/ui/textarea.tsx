import { LabelledField, useTextControl, type TTextFieldProps } from './text-input.tsx';

export type TTextareaProps = TTextFieldProps<HTMLTextAreaElement> & { rows?: number };

/** Multi-line text: same label, star, placeholder and error rules as TextInput; Enter makes a new line. */
export function Textarea({ rows = 4, ...text }: TTextareaProps) {
  const { frame, control } = useTextControl(text);
  return (
    <LabelledField kind="ui-textarea" {...frame}>
      <textarea {...control} className="ui-input ui-textarea__control" rows={rows} />
    </LabelledField>
  );
}

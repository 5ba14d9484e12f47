import { useTranslation } from 'react-i18next';
import type { TSliderAltField } from '../../../../shared/slider.schema.ts';
import { SLIDER_ALT_MAX } from '../../../../shared/slider.ts';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/*
 * The alternative-text fields and the error handling that the slider's upload form and slide editor
 * share.
 */

/** Field name -> key of the validation catalog. */
export type TErrors = Record<string, string>;

export const ALT_FIELDS: readonly TSliderAltField[] = ['altTa', 'altEn', 'altSv'];
export const EMPTY_ALTS = { altEn: '', altTa: '', altSv: '' };

export function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): TErrors {
  const errors: TErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The server's field errors (400 validation), if that is what it answered. */
export function serverFieldErrors(error: unknown): TErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const { data } = error;
  if (!data || typeof data !== 'object' || !('fields' in data) || !data.fields || typeof data.fields !== 'object') {
    return null;
  }
  return data.fields as TErrors;
}

export function AltInputs({
  values,
  errors,
  onChange,
}: {
  values: Record<TSliderAltField, string>;
  errors: TErrors;
  onChange: (field: TSliderAltField, value: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {ALT_FIELDS.map((field) => (
        <TextInput
          key={field}
          label={t(`slider.fields.${field}`)}
          value={values[field]}
          onChange={(value) => onChange(field, value)}
          mandatory
          maxLength={SLIDER_ALT_MAX}
          error={errors[field] ? t(`validation:${errors[field]}`) : undefined}
        />
      ))}
    </>
  );
}

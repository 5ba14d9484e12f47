import { issuesToFieldErrors } from '../../../lib/field-errors.ts';
import { useTranslation } from 'react-i18next';
import type { TSliderAltField } from '../../../../shared/slider.schema.ts';
import { SLIDER_ALT_MAX } from '../../../../shared/slider.ts';
import { TextInput } from '../../../components/ui/text-input.tsx';
import type { TErrors } from '../field-errors.ts';

/*
 * The alternative-text fields and the error handling that the slider's upload form and slide editor
 * share.
 */

export const ALT_FIELDS: readonly TSliderAltField[] = ['altTa', 'altEn', 'altSv'];
export const EMPTY_ALTS = { altEn: '', altTa: '', altSv: '' };

export function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): TErrors {
  return issuesToFieldErrors(error.issues);
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

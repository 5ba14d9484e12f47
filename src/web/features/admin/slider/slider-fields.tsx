import { useTranslation } from 'react-i18next';
import type { TSliderAltField } from '../../../../shared/slider.schema.ts';
import { SLIDER_ALT_MAX } from '../../../../shared/slider.ts';
import { TextInput } from '../../../components/ui/text-input.tsx';

/* The alternative-text fields that the slider's upload form and slide editor share. */

export const ALT_FIELDS: readonly TSliderAltField[] = ['altTa', 'altEn', 'altSv'];
export const EMPTY_ALTS = { altEn: '', altTa: '', altSv: '' };

export function AltInputs({
  values,
  errorText,
  onChange,
}: {
  values: Record<TSliderAltField, string>;
  /** The form's error text of a field (use-form.ts). */
  errorText: (field: TSliderAltField) => string | undefined;
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
          error={errorText(field)}
        />
      ))}
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../../../../shared/events.ts';
import { ZSliderAltTexts } from '../../../../shared/slider.schema.ts';
import { SLIDER_HEIGHT, SLIDER_WIDTH } from '../../../../shared/slider.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/text-input.tsx';
import { useUploadSliderImage } from './api/upload-slider-image.ts';
import { type TErrors } from '../field-errors.ts';
import { AltInputs, EMPTY_ALTS, issuesOf } from './slider-fields.tsx';

const PICTURE_ACCEPT = IMAGE_TYPES.join(',');

/** Adds a slide: a picture and its alternative texts in the three languages; a new slide goes last. */
export function UploadForm({
  onDone,
  onFailed,
}: {
  onDone: (text: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation('admin');
  const upload = useUploadSliderImage();
  const [alts, setAlts] = useState(EMPTY_ALTS);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<TErrors>({});
  // A new key empties the file input after an upload (its value cannot be set).
  const [formKey, setFormKey] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZSliderAltTexts.safeParse(alts);
    const found = parsed.success ? {} : issuesOf(parsed.error);
    if (!picture) found.picture = 'mandatory';
    else if (!(IMAGE_TYPES as readonly string[]).includes(picture.type)) found.picture = 'valueInvalid';
    setErrors(found);
    if (!parsed.success || !picture || Object.keys(found).length > 0) return;
    try {
      await upload.mutateAsync({ ...parsed.data, picture });
      setAlts(EMPTY_ALTS);
      setPicture(null);
      setFormKey((value) => value + 1);
      onDone(t('slider.done.added'));
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) setErrors(fields);
      else onFailed(error);
    }
  }

  const pictureError = errors.picture ? t(`validation:${errors.picture}`) : undefined;
  return (
    <form key={formKey} className="admin-slider__upload" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('slider.addHeading')}</h2>
      <div className="ui-field">
        <div className="ui-field__label-row">
          <label className="ui-field__label" htmlFor="slider-picture">
            {t('slider.fields.picture')}
          </label>
        </div>
        <input
          id="slider-picture"
          type="file"
          accept={PICTURE_ACCEPT}
          aria-describedby={pictureError ? 'slider-picture-hint slider-picture-error' : 'slider-picture-hint'}
          aria-invalid={pictureError ? true : undefined}
          onChange={(event) => setPicture(event.currentTarget.files?.[0] ?? null)}
        />
        <p id="slider-picture-hint" className="admin-slider__hint">
          {t('slider.pictureHint', { width: SLIDER_WIDTH, height: SLIDER_HEIGHT })}
        </p>
        <FieldError id="slider-picture-error" error={pictureError} />
      </div>
      <AltInputs
        values={alts}
        errors={errors}
        onChange={(field, value) => setAlts((current) => ({ ...current, [field]: value }))}
      />
      <Button type="submit" busy={upload.isPending}>
        {t('slider.upload')}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../../../../shared/events.ts';
import { SLIDER_HEIGHT, SLIDER_WIDTH } from '../../../../shared/slider.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/text-input.tsx';
import { useUploadSliderImage } from './api/upload-slider-image.ts';
import { useForm } from '../../../lib/use-form.ts';
import { refusedTo } from '../action-outcome.tsx';
import { AltInputs, EMPTY_ALTS } from './slider-fields.tsx';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const SLIDER_UPLOAD_FIELDS_SCHEMA = lazySchema(
  () => import('../../../../shared/slider.schema.ts'),
  (schemas) => schemas.ZSliderUploadFields,
);

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
  // A new key empties the file input after an upload (its value cannot be set).
  const [formKey, setFormKey] = useState(0);
  const form = useForm({
    schema: SLIDER_UPLOAD_FIELDS_SCHEMA,
    initial: { ...EMPTY_ALTS, picture: null as File | null },
    prepare: ({ picture, ...alts }) => ({ ...alts, picture: picture?.type }),
    refused: refusedTo(onFailed),
    send: async ({ picture }, { altEn, altTa, altSv }) => {
      if (!picture) return;
      await upload.mutateAsync({ altEn, altTa, altSv, picture });
      form.reset();
      setFormKey((value) => value + 1);
      onDone(t('slider.done.added'));
    },
  });

  const pictureError = form.errorText('picture');
  return (
    <form key={formKey} className="admin-slider__upload" onSubmit={(event) => void form.submit(event)} noValidate>
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
          onChange={(event) => form.change('picture')(event.currentTarget.files?.[0] ?? null)}
        />
        <p id="slider-picture-hint" className="admin-slider__hint">
          {t('slider.pictureHint', { width: SLIDER_WIDTH, height: SLIDER_HEIGHT })}
        </p>
        <FieldError id="slider-picture-error" error={pictureError} />
      </div>
      <AltInputs
        values={form.values}
        errorText={form.errorText}
        onChange={(field, value) => form.change(field)(value)}
      />
      <Button type="submit" busy={form.busy}>
        {t('slider.upload')}
      </Button>
    </form>
  );
}

import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../../../../shared/events.ts';
import { FieldError } from '../../../components/ui/text-input.tsx';

type TPictureFieldProps = {
  /** The picture the event has now (its 640 px URL), shown until another is chosen. */
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
};

export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** File input with a preview of the chosen picture, shown at once from an object URL (never uploaded first). */
export function PictureField({ currentUrl, file, onChange, error }: TPictureFieldProps) {
  const { t } = useTranslation('events');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    // Only a picture of a kind we take is previewed; anything else gets the field's error instead.
    if (!file || !(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = previewUrl ?? currentUrl;
  return (
    <div className="ui-field event-picture-field">
      <div className="ui-field__label-row">
        <label className="ui-field__label" htmlFor={inputId}>
          {t('form.picture')}
        </label>
      </div>
      <input
        id={inputId}
        className="event-picture-field__input"
        type="file"
        accept={PICTURE_ACCEPT}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      <p id={hintId} className="event-form__hint">
        {t('form.pictureHint')}
      </p>
      <FieldError id={errorId} error={error} />
      {shown && (
        <img className="event-picture-field__preview" src={shown} alt={t('form.previewAlt')} width={640} height={360} />
      )}
    </div>
  );
}

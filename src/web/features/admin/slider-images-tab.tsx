import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES } from '../../../shared/events.ts';
import {
  ZSliderAltTexts,
  ZSliderImageUpdate,
  type TSlide,
  type TSliderAltField,
} from '../../../shared/slider.schema.ts';
import { SLIDER_ALT_MAX, SLIDER_HEIGHT, SLIDER_WIDTH } from '../../../shared/slider.ts';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Popup } from '../../components/ui/popup.tsx';
import { FieldError, TextInput } from '../../components/ui/text-input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { OutcomeNotice, useOutcome } from './action-outcome.tsx';
import { useDeleteSliderImage } from './delete-slider-image.ts';
import { useSliderImages } from './list-slider-images.ts';
import { useUpdateSliderImage } from './update-slider-image.ts';
import { useUploadSliderImage } from './upload-slider-image.ts';

/** Field name -> key of the validation catalog. */
type TErrors = Record<string, string>;

const ALT_FIELDS: readonly TSliderAltField[] = ['altTa', 'altEn', 'altSv'];
const PICTURE_ACCEPT = IMAGE_TYPES.join(',');
const EMPTY_ALTS = { altEn: '', altTa: '', altSv: '' };
/** Half of the 640 px file: sharp on a phone, small enough to see several slides at once. */
const THUMB_WIDTH = 320;

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): TErrors {
  const errors: TErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** The server's field errors (400 validation), if that is what it answered. */
function serverFieldErrors(error: unknown): TErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const { data } = error;
  if (!data || typeof data !== 'object' || !('fields' in data) || !data.fields || typeof data.fields !== 'object') {
    return null;
  }
  return data.fields as TErrors;
}

function AltInputs({
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

function UploadForm({ onDone, onFailed }: { onDone: (text: string) => void; onFailed: (error: unknown) => void }) {
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
      const fields = serverFieldErrors(error);
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

function SlideEditor({
  slide,
  position,
  onDone,
  onFailed,
  onDelete,
}: {
  slide: TSlide;
  position: number;
  onDone: (text: string) => void;
  onFailed: (error: unknown) => void;
  onDelete: (slide: TSlide) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateSliderImage();
  const [alts, setAlts] = useState({ altEn: slide.alt.en, altTa: slide.alt.ta, altSv: slide.alt.sv });
  const [sortOrder, setSortOrder] = useState(String(slide.sortOrder));
  const [errors, setErrors] = useState<TErrors>({});

  async function save() {
    const parsed = ZSliderImageUpdate.safeParse({
      ...alts,
      sortOrder: /^\d+$/.test(sortOrder.trim()) ? Number(sortOrder) : Number.NaN,
    });
    setErrors(parsed.success ? {} : issuesOf(parsed.error));
    if (!parsed.success) return;
    try {
      await update.mutateAsync({ id: slide.id, change: parsed.data });
      onDone(t('slider.done.saved', { number: position }));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else onFailed(error);
    }
  }

  const alt = i18n.language === 'ta' ? alts.altTa : i18n.language === 'sv' ? alts.altSv : alts.altEn;
  return (
    <li className="admin-slider__item">
      <h3>{t('slider.slideHeading', { number: position })}</h3>
      <img
        className="admin-slider__thumb"
        src={`/api/events/Image/${slide.hash}-640.webp`}
        width={THUMB_WIDTH}
        height={Math.round((THUMB_WIDTH * slide.smallHeight) / slide.smallWidth)}
        alt={alt}
        loading="lazy"
      />
      <AltInputs
        values={alts}
        errors={errors}
        onChange={(field, value) => setAlts((current) => ({ ...current, [field]: value }))}
      />
      <TextInput
        label={t('slider.fields.sortOrder')}
        value={sortOrder}
        onChange={setSortOrder}
        inputMode="numeric"
        mandatory
        error={errors.sortOrder ? t(`validation:${errors.sortOrder}`) : undefined}
      />
      <div className="admin-slider__actions">
        <Button busy={update.isPending} onClick={() => void save()}>
          {t('slider.save')}
        </Button>
        <Button variant="danger" onClick={() => onDelete(slide)}>
          {t('slider.delete')}
        </Button>
      </div>
    </li>
  );
}

/** The dashboard's "Slider" tab: the home page's slides, adding a picture, changing and removing one. */
export function SliderImagesTab() {
  const { t } = useTranslation('admin');
  const slider = useSliderImages();
  const remove = useDeleteSliderImage();
  const { outcome, done, failed } = useOutcome();
  const [deleting, setDeleting] = useState<{ slide: TSlide; position: number } | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    const { slide, position } = deleting;
    setDeleting(null);
    try {
      await remove.mutateAsync(slide.id);
      done(t('slider.done.deleted', { number: position }));
    } catch (error) {
      failed(error);
    }
  }

  if (slider.isPending) return <Loading />;
  if (slider.isError) {
    return (
      <p className="notice notice--error" role="alert">
        {t('slider.loadFailed')}
      </p>
    );
  }
  const slides = slider.data.slides;
  return (
    <div className="admin-slider">
      <p className="admin-page__intro">{t('slider.intro')}</p>
      <OutcomeNotice outcome={outcome} />
      <UploadForm onDone={done} onFailed={failed} />
      <h2>{t('slider.listHeading')}</h2>
      {slides.length === 0 ? (
        <p>{t('slider.empty')}</p>
      ) : (
        <ol className="admin-slider__list">
          {slides.map((slide, index) => (
            // The key carries the stored values: after a save the editor starts from the server's answer.
            <SlideEditor
              key={`${slide.id}:${slide.sortOrder}:${slide.alt.en}:${slide.alt.ta}:${slide.alt.sv}`}
              slide={slide}
              position={index + 1}
              onDone={done}
              onFailed={failed}
              onDelete={(chosen) => setDeleting({ slide: chosen, position: index + 1 })}
            />
          ))}
        </ol>
      )}
      <Popup open={deleting !== null} onClose={() => setDeleting(null)} title={t('slider.confirmDelete.title')}>
        {deleting && (
          <>
            <p>{t('slider.confirmDelete.text', { number: deleting.position })}</p>
            <div className="admin-confirm__actions">
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                {t('slider.confirmDelete.no')}
              </Button>
              <Button variant="danger" busy={remove.isPending} onClick={() => void confirmDelete()}>
                {t('slider.confirmDelete.yes')}
              </Button>
            </div>
          </>
        )}
      </Popup>
    </div>
  );
}

import { useState } from 'react';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { useTranslation } from 'react-i18next';
import { ZSliderImageUpdate, type TSlide } from '../../../../shared/slider.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useUpdateSliderImage } from './api/update-slider-image.ts';
import { type TErrors } from '../field-errors.ts';
import { AltInputs, issuesOf } from './slider-fields.tsx';

/** Half of the 640 px file: sharp on a phone, small enough to see several slides at once. */
const THUMB_WIDTH = 320;

/** One slide in the list: its thumbnail, alternative texts and position, to save or delete. */
export function SlideEditor({
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
      const fields = fieldErrors(error);
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

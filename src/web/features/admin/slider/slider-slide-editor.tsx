import { useTranslation } from 'react-i18next';
import type { TSlide } from '../../../../shared/slider.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useUpdateSliderImage } from './api/update-slider-image.ts';
import { useForm } from '../../../lib/use-form.ts';
import { refusedTo } from '../action-outcome.tsx';
import { AltInputs } from './slider-fields.tsx';
import { lazySchema } from '../../../lib/lazy-schema.ts';

const SLIDER_IMAGE_UPDATE_SCHEMA = lazySchema(
  () => import('../../../../shared/slider.schema.ts'),
  (schemas) => schemas.ZSliderImageUpdate,
);

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
  const form = useForm({
    schema: SLIDER_IMAGE_UPDATE_SCHEMA,
    initial: { altEn: slide.alt.en, altTa: slide.alt.ta, altSv: slide.alt.sv, sortOrder: String(slide.sortOrder) },
    // A position is whole digits only: anything else is no number at all.
    prepare: ({ sortOrder, ...alts }) => ({
      ...alts,
      sortOrder: /^\d+$/.test(sortOrder.trim()) ? Number(sortOrder) : Number.NaN,
    }),
    refused: refusedTo(onFailed),
    send: async (_values, change) => {
      await update.mutateAsync({ id: slide.id, change });
      onDone(t('slider.done.saved', { number: position }));
    },
  });
  const alts = form.values;

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
      <AltInputs values={alts} errorText={form.errorText} onChange={(field, value) => form.change(field)(value)} />
      <TextInput
        label={t('slider.fields.sortOrder')}
        value={alts.sortOrder}
        onChange={form.change('sortOrder')}
        inputMode="numeric"
        mandatory
        error={form.errorText('sortOrder')}
      />
      <div className="admin-slider__actions">
        <Button busy={form.busy} onClick={() => void form.submit()}>
          {t('slider.save')}
        </Button>
        <Button variant="danger" onClick={() => onDelete(slide)}>
          {t('slider.delete')}
        </Button>
      </div>
    </li>
  );
}

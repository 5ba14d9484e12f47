import { useTranslation } from 'react-i18next';
import type { TSlide } from '../../../../shared/slider.schema.ts';
import { Loading } from '../../../components/ui/loading.tsx';
import { OutcomeNotice, useOutcome } from '../action-outcome.tsx';
import { ConfirmPopup } from '../confirm-popup.tsx';
import { useConfirmDelete } from '../use-confirm-delete.ts';
import { useDeleteSliderImage } from './api/delete-slider-image.ts';
import { useSliderImages } from './api/get-slider-images.ts';
import { SlideEditor } from './slider-slide-editor.tsx';
import { UploadForm } from './slider-upload-form.tsx';

/** The dashboard's "Slider" tab: the home page's slides, adding a picture, changing and removing one. */
export function SliderImagesTab() {
  const { t } = useTranslation('admin');
  const slider = useSliderImages();
  const remove = useDeleteSliderImage();
  const { outcome, done, failed } = useOutcome();
  const deleting = useConfirmDelete(async ({ slide, position }: { slide: TSlide; position: number }) => {
    await remove.mutateAsync(slide.id);
    done(t('slider.done.deleted', { number: position }));
  }, failed);

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
              onDelete={(chosen) => deleting.ask({ slide: chosen, position: index + 1 })}
            />
          ))}
        </ol>
      )}
      <ConfirmPopup
        {...deleting.popup}
        title={t('slider.confirmDelete.title')}
        text={t('slider.confirmDelete.text', { number: deleting.asking?.position ?? 0 })}
        yes={t('slider.confirmDelete.yes')}
        no={t('slider.confirmDelete.no')}
      />
    </div>
  );
}

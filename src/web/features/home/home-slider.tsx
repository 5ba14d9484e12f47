import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../shared/languages.ts';
import type { TPublicSlide } from '../../../shared/slider.schema.ts';
import { SLIDER_INTERVAL_MS, slideSources } from '../../../shared/slider.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { SLIDER_CONTROLS } from '../../lib/boot/slider-controls.ts';
import { useFetchedSlides, usePageLoaded, useReducedMotion } from './home-slider-hooks.ts';
import { useSlider } from './api/get-slider.ts';
import { HOME_SLIDER_SIZES } from './home-slider-sizes.ts';
import { useAdoptEarlyState } from '../../lib/use-adopt-early-state.ts';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
    </svg>
  );
}

function RotationIcon({ playing }: { playing: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {/* The entry script swaps the icon before the app is there: kept, then taken over. */}
      <path
        d={playing ? SLIDER_CONTROLS.pauseIcon : SLIDER_CONTROLS.playIcon}
        fill="currentColor"
        suppressHydrationWarning
      />
    </svg>
  );
}

/** Reads what the entry script left on the page before the app: the slide shown and whether it turns. */
function earlySliderState(section: HTMLElement): { index: number; playing: boolean | null } {
  const slides = [...section.querySelectorAll(`.${SLIDER_CONTROLS.slideClass}`)];
  const index = slides.findIndex((slide) => slide.classList.contains(SLIDER_CONTROLS.currentClass));
  const rotation = section.querySelector(`[${SLIDER_CONTROLS.rotationAttribute}]`);
  return {
    index: Math.max(0, index),
    playing: rotation ? rotation.getAttribute(SLIDER_CONTROLS.rotationAttribute) === 'playing' : null,
  };
}

/**
 * The home page's slides as a WAI-ARIA carousel. The server renders the first slide's picture only,
 * as a real <img> the browser can start on at once; the others are in the page without a source
 * (named in data-src for the entry script) and get it after the page has loaded. A slide every 5
 * seconds, except while the pointer is over it, while focus is inside, after the visitor pressed
 * pause, or when the system asks for reduced motion. Before the app is there the entry script turns
 * the slides and pauses (answer-the-slider.ts); the slider goes on from what it left.
 */
export function HomeSliderView({ slides }: { slides: TPublicSlide[] }) {
  const { t } = useTranslation('home');
  const slidesId = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const pageLoaded = usePageLoaded();
  const hydrating = !useHydrated();
  const section = useRef<HTMLElement>(null);
  // Turns by itself only once it has taken over what a person chose before the app.
  const [adopted, setAdopted] = useState(false);
  useAdoptEarlyState(() => {
    if (section.current) {
      const early = earlySliderState(section.current);
      setIndex(early.index);
      if (early.playing !== null) setPlaying(early.playing);
    }
    setAdopted(true);
  });
  // The server's first slide has been on screen since the document began: its first turn gets only
  // what is left of its time (the app may have loaded seconds after it was shown).
  const firstTurnOfServedSlide = useRef(hydrating);

  const count = slides.length;
  // The list may shrink under us (an admin removed a slide and the list was fetched again).
  const current = Math.min(index, count - 1);
  // A visitor who moves on before the page has loaded needs the other slides now.
  const pastFirstLoad = pageLoaded || current !== 0;
  const fetchedSlides = useFetchedSlides(
    slides.map((slide) => slide.id),
    current,
    pastFirstLoad,
  );
  const canRotate = count > 1 && !reducedMotion;
  const advancing = canRotate && playing && pastFirstLoad && adopted && !hovered && !focused;

  useEffect(() => {
    const firstTurn = firstTurnOfServedSlide.current;
    if (pastFirstLoad && adopted) firstTurnOfServedSlide.current = false;
    if (!advancing) return;
    // performance.now() counts from the document's start.
    const delay = firstTurn ? Math.max(0, SLIDER_INTERVAL_MS - performance.now()) : SLIDER_INTERVAL_MS;
    // Restarted by every change of slide, so a slide chosen by hand also gets its 5 seconds.
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), delay);
    return () => window.clearTimeout(timer);
  }, [advancing, adopted, pastFirstLoad, current, count]);

  const show = (step: number) => setIndex((current + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    show(event.key === 'ArrowLeft' ? -1 : 1);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={section}
      className="home-slider"
      aria-roledescription={t('slider.carousel')}
      aria-label={t('slider.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      data-testid="home-slider"
      // The page's entry script loads the app in time for the first turn (entry-client.tsx).
      data-app-due-ms={count > 1 ? SLIDER_INTERVAL_MS : undefined}
    >
      {count > 1 && (
        <div className="home-slider__controls">
          {canRotate && (
            <button
              type="button"
              className="home-slider__button"
              aria-label={playing ? t('slider.pause') : t('slider.play')}
              // What the entry script swaps in when it is pressed before the app is there.
              {...{
                [SLIDER_CONTROLS.rotationAttribute]: playing ? 'playing' : 'paused',
                [SLIDER_CONTROLS.otherLabelAttribute]: playing ? t('slider.play') : t('slider.pause'),
              }}
              suppressHydrationWarning
              onClick={() => setPlaying((value) => !value)}
            >
              <RotationIcon playing={playing} />
            </button>
          )}
          <button
            type="button"
            className="home-slider__button"
            aria-controls={slidesId}
            aria-label={t('slider.previous')}
            {...{ [SLIDER_CONTROLS.stepAttribute]: -1 }}
            onClick={() => show(-1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className="home-slider__button"
            aria-controls={slidesId}
            aria-label={t('slider.next')}
            {...{ [SLIDER_CONTROLS.stepAttribute]: 1 }}
            onClick={() => show(1)}
          >
            <Chevron direction="right" />
          </button>
        </div>
      )}
      {/* Announces a slide changed by hand; while the slides turn by themselves, it stays quiet. */}
      <div id={slidesId} className="home-slider__slides" aria-live={advancing ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const isCurrent = position === current;
          const { src, srcSet } = slideSources(slide);
          // A later slide's picture is fetched shortly before it is shown (useFetchedSlides), never
          // before the first one; until then it is named for the slider's early answer, which fetches
          // it when a person moves to it before the app is there.
          const fetched = fetchedSlides.has(slide.id);
          return (
            <div
              key={slide.id}
              className={`${SLIDER_CONTROLS.slideClass}${isCurrent ? ` ${SLIDER_CONTROLS.currentClass}` : ''}`}
              // The entry script may have shown another slide before hydration: kept, then taken over.
              suppressHydrationWarning
              role="group"
              aria-roledescription={t('slider.slide')}
              aria-label={t('slider.position', { number: position + 1, total: count })}
              aria-hidden={isCurrent ? undefined : true}
              data-current={isCurrent}
            >
              <img
                src={fetched ? src : undefined}
                srcSet={fetched ? srcSet : undefined}
                {...(fetched
                  ? {}
                  : { [SLIDER_CONTROLS.sourceAttribute]: src, [SLIDER_CONTROLS.sourceSetAttribute]: srcSet })}
                suppressHydrationWarning
                sizes={HOME_SLIDER_SIZES}
                width={slide.width}
                height={slide.height}
                alt={slide.alt}
                // The first slide is the page's largest picture: fetched first, painted at once.
                fetchPriority={position === 0 ? 'high' : undefined}
                loading={position === 0 ? undefined : 'lazy'}
                decoding={position === 0 ? undefined : 'async'}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** The slider at the top of /: the server embeds its data (its loader in app/page-loaders.ts); no slides, nothing. */
export function HomeSlider() {
  const { i18n } = useTranslation('home');
  const slider = useSlider(toLanguage(i18n.language));
  // Its buttons' names are in the home catalog: wait for it after a client-side navigation.
  if (!i18n.hasResourceBundle(i18n.language, 'home')) return null;
  const slides = slider.data?.slides ?? [];
  return slides.length > 0 ? <HomeSliderView slides={slides} /> : null;
}

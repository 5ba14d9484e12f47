import { SLIDER_CONTROLS } from './slider-controls.ts';
import { whenHydrated } from './when-hydrated.ts';

/*
 * The home page's slider before the app is there: previous and next show another slide at once, and
 * pause stops it, on the server's HTML, as the slider component renders them (home-slider.tsx, which
 * takes the state over once the page is hydrated). It is part of the entry, as the menu's answer is:
 * a press answered by code still on its way waits a round trip, a quarter of a second on a slow
 * phone. A later slide's picture is fetched when a person moves to its slide, never at the page's
 * load (a visitor who only reads the page fetches the first picture alone), and at high priority:
 * it is what the person asked for, while the app's scripts are on their way too.
 */

function fetchPicture(slide: Element | undefined) {
  const image = slide?.querySelector('img');
  const src = image?.getAttribute(SLIDER_CONTROLS.sourceAttribute);
  if (!image || !src || image.hasAttribute('src')) return;
  image.fetchPriority = 'high';
  image.srcset = image.getAttribute(SLIDER_CONTROLS.sourceSetAttribute) ?? '';
  image.src = src;
}

function showSlide(button: Element, step: number) {
  const slides = [
    ...(button.closest(SLIDER_CONTROLS.slider)?.querySelectorAll(`.${SLIDER_CONTROLS.slideClass}`) ?? []),
  ];
  if (slides.length === 0) return;
  const current = Math.max(
    0,
    slides.findIndex((slide) => slide.classList.contains(SLIDER_CONTROLS.currentClass)),
  );
  const shown = (current + step + slides.length) % slides.length;
  slides.forEach((slide, position) => {
    const chosen = position === shown;
    slide.classList.toggle(SLIDER_CONTROLS.currentClass, chosen);
    slide.setAttribute('data-current', String(chosen));
    if (chosen) slide.removeAttribute('aria-hidden');
    else slide.setAttribute('aria-hidden', 'true');
  });
  fetchPicture(slides[shown]);
}

function toggleRotation(button: Element) {
  const playing = button.getAttribute(SLIDER_CONTROLS.rotationAttribute) === 'playing';
  const label = button.getAttribute(SLIDER_CONTROLS.otherLabelAttribute) ?? '';
  button.setAttribute(SLIDER_CONTROLS.otherLabelAttribute, button.getAttribute('aria-label') ?? '');
  button.setAttribute('aria-label', label);
  button.setAttribute(SLIDER_CONTROLS.rotationAttribute, playing ? 'paused' : 'playing');
  button.querySelector('path')?.setAttribute('d', playing ? SLIDER_CONTROLS.playIcon : SLIDER_CONTROLS.pauseIcon);
}

/** Answers a press on the slider's previous, next or pause; false for any other press. */
export function answerSliderPress(target: Element): boolean {
  const stepper = target.closest(`${SLIDER_CONTROLS.slider} [${SLIDER_CONTROLS.stepAttribute}]`);
  if (stepper) {
    showSlide(stepper, Number(stepper.getAttribute(SLIDER_CONTROLS.stepAttribute)) < 0 ? -1 : 1);
    return true;
  }
  const rotation = target.closest(`${SLIDER_CONTROLS.slider} [${SLIDER_CONTROLS.rotationAttribute}]`);
  if (rotation) {
    toggleRotation(rotation);
    return true;
  }
  return false;
}

/** Answers the slider's presses until the app has hydrated; a page without a slider listens to nothing. */
export function answerTheSlider(): void {
  if (!document.querySelector(SLIDER_CONTROLS.slider)) return;
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && answerSliderPress(event.target)) event.stopImmediatePropagation();
  };
  // On the window, before the entry's hold (on the document) could keep the press for the app.
  window.addEventListener('click', onClick, true);
  whenHydrated(() => window.removeEventListener('click', onClick, true));
}

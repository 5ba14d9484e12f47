import { EARLY_CONTROLS } from './answer-before-the-app.ts';

/**
 * What the home page's slider renders (home-slider.tsx) and what the slider's own chunk changes before
 * the app is there (answer-the-slider.ts): its classes, attributes and icons, named once for both.
 */
export const SLIDER_CONTROLS = {
  slider: EARLY_CONTROLS.slider,
  slideClass: 'home-slider__slide',
  currentClass: 'home-slider__slide--current',
  /** On previous and next: -1 or 1. */
  stepAttribute: 'data-slide-step',
  /** On pause: 'playing' or 'paused'. */
  rotationAttribute: 'data-slide-rotation',
  /** On pause: the name it takes when pressed (play while playing, pause while paused). */
  otherLabelAttribute: 'data-other-label',
  /** A later slide's picture, until the slide is shown. */
  sourceAttribute: 'data-src',
  sourceSetAttribute: 'data-srcset',
  pauseIcon: 'M5 4h3.5v12H5zM11.5 4H15v12h-3.5z',
  playIcon: 'M6 4l10 6-10 6z',
} as const;

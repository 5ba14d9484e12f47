// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerSliderPress, answerTheSlider } from './answer-the-slider.ts';
import { SLIDER_CONTROLS } from './slider-controls.ts';

// As the server renders the slider: the first picture fetched, the later ones named in data-src.
beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = `
    <section class="home-slider">
      <button type="button" id="pause" aria-label="Pause" data-slide-rotation="playing" data-other-label="Play">
        <svg><path d="${SLIDER_CONTROLS.pauseIcon}"></path></svg></button>
      <button type="button" id="previous" data-slide-step="-1"><svg id="chevron"></svg></button>
      <button type="button" id="next" data-slide-step="1"></button>
      <div class="home-slider__slides">
        <div class="home-slider__slide home-slider__slide--current" data-current="true"><img src="/a.webp"></div>
        <div class="home-slider__slide" aria-hidden="true" data-current="false"><img data-src="/b.webp" data-srcset="/b.webp 640w"></div>
        <div class="home-slider__slide" aria-hidden="true" data-current="false"><img data-src="/c.webp" data-srcset="/c.webp 640w"></div>
      </div>
    </section>
    <button type="button" id="elsewhere"></button>`;
});

// The app hydrates at the end of each test: the slider's listener goes, as it would.
afterEach(async () => {
  document.documentElement.dataset.hydrated = 'true';
  // The hydrated mark is seen by a mutation observer, a microtask later.
  await Promise.resolve();
});

const byId = (id: string) => document.getElementById(id)!;
const slides = () => [...document.querySelectorAll<HTMLElement>('.home-slider__slide')];
const shown = () => slides().findIndex((slide) => slide.classList.contains('home-slider__slide--current'));

describe('answerSliderPress', () => {
  it('shows the next and the previous slide at once, as the slider marks them, fetching its picture', () => {
    expect(answerSliderPress(byId('next'))).toBe(true);
    expect(shown()).toBe(1);
    expect(slides().map((slide) => [slide.dataset.current, slide.getAttribute('aria-hidden')])).toEqual([
      ['false', 'true'],
      ['true', null],
      ['false', 'true'],
    ]);
    expect(slides()[1]!.querySelector('img')!.getAttribute('src')).toBe('/b.webp');
    expect(slides()[1]!.querySelector('img')!.getAttribute('srcset')).toBe('/b.webp 640w');
    expect(answerSliderPress(byId('chevron'))).toBe(true);
    expect(answerSliderPress(byId('previous'))).toBe(true);
    // Back past the first: the last slide.
    expect(shown()).toBe(2);
  });

  it('pauses and plays again, with the name and the icon the slider gives it', () => {
    answerSliderPress(byId('pause'));
    expect(byId('pause').getAttribute('data-slide-rotation')).toBe('paused');
    expect(byId('pause').getAttribute('aria-label')).toBe('Play');
    expect(byId('pause').querySelector('path')!.getAttribute('d')).toBe(SLIDER_CONTROLS.playIcon);
    answerSliderPress(byId('pause'));
    expect(byId('pause').getAttribute('data-slide-rotation')).toBe('playing');
    expect(byId('pause').getAttribute('aria-label')).toBe('Pause');
    expect(byId('pause').querySelector('path')!.getAttribute('d')).toBe(SLIDER_CONTROLS.pauseIcon);
  });

  it('answers nothing else', () => {
    expect(answerSliderPress(byId('elsewhere'))).toBe(false);
    expect(shown()).toBe(0);
  });
});

describe('answerTheSlider', () => {
  const sources = () => slides().map((slide) => slide.querySelector('img')!.getAttribute('src'));

  it("answers the presses before the app, fetching only a shown slide's picture, first of all", () => {
    answerTheSlider();
    // The page's load fetches no picture of a slide not shown.
    window.dispatchEvent(new Event('load'));
    expect(sources()).toEqual(['/a.webp', null, null]);
    byId('next').click();
    expect(shown()).toBe(1);
    expect(sources()).toEqual(['/a.webp', '/b.webp', null]);
    expect(slides()[1]!.querySelector('img')!.fetchPriority).toBe('high');
    byId('next').click();
    expect(shown()).toBe(2);
    expect(sources()).toEqual(['/a.webp', '/b.webp', '/c.webp']);
  });

  it('listens to nothing on a page without a slider', () => {
    const slider = document.querySelector('.home-slider')!;
    slider.remove();
    answerTheSlider();
    document.body.prepend(slider);
    byId('next').click();
    expect(shown()).toBe(0);
  });

  it('leaves the presses to the app once it has hydrated', async () => {
    answerTheSlider();
    document.documentElement.dataset.hydrated = 'true';
    // The hydrated mark is seen by a mutation observer, a microtask later.
    await Promise.resolve();
    byId('next').click();
    expect(shown()).toBe(0);
  });
});

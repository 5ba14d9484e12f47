import { EARLY_CONTROLS } from './answer-before-the-app.ts';
import { whenAPersonActs } from './when-a-person-acts.ts';
import { whenHydrated } from './when-hydrated.ts';

type TSliderChunk = { answerTheSlider: (kept: Element[]) => void };

const loadSliderChunk = (): Promise<TSliderChunk> => import('./answer-the-slider.ts');

/** Without its chunk the presses go to the hold, which makes them again once the app is there. */
function leaveToTheHold(kept: Element[]) {
  for (const target of kept) target.closest('button')?.click();
}

/**
 * The home page's slider answers from a chunk of its own (answer-the-slider.ts), on that page only, so
 * every other page's entry stays smaller. The chunk is asked for at a person's first sign of use (a
 * pointer, a touch, a key, a scroll), the moment the app is asked for too, or at a press on the slider
 * that came with no such sign: a visitor who only reads the page fetches neither. A press on the
 * slider before the chunk arrives is kept for it, not for the app: a moment later, not a second later;
 * if the chunk cannot load, the hold takes it. Once the app has hydrated first, the chunk is not needed.
 */
export function answerTheSlider(loadChunk: () => Promise<TSliderChunk> = loadSliderChunk): void {
  if (!document.querySelector(EARLY_CONTROLS.slider)) return;
  const kept: Element[] = [];
  let asked = false;
  const keep = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest(`${EARLY_CONTROLS.slider} button`)) return;
    kept.push(event.target);
    event.stopImmediatePropagation();
    ask();
  };
  const handOver = (answer: (kept: Element[]) => void) => {
    window.removeEventListener('click', keep, true);
    answer(kept);
  };
  function ask() {
    if (asked) return;
    asked = true;
    void loadChunk().then(
      (slider) => handOver(slider.answerTheSlider),
      () => handOver(leaveToTheHold),
    );
  }
  window.addEventListener('click', keep, true);
  whenAPersonActs(ask);
  whenHydrated(() => {
    if (asked) return;
    asked = true;
    window.removeEventListener('click', keep, true);
  });
}
